"use strict";
/*
 * What every page of the server shares: the match and the viewer named by the address, the API's calls
 * (a player's `as` and `key` passed on to every one, the recorder's token as a bearer), and a match's
 * events followed as server-sent events, resumed after a cut from the last seq seen. The token, typed once or
 * brought by an address's #token=, is kept by the browser.
 */
const Client = (function () {
  const query = new URLSearchParams(location.search);
  const viewer = query.get("as");
  const key = query.get("key");
  const TOKEN = "conquian.token";
  const path = /^\/m\/([^/]+)/.exec(location.pathname);

  /** The path with the viewer's `as` and `key`, which every call of a player's page carries. */
  function url(target, extra) {
    const params = new URLSearchParams(extra || {});
    if (viewer) params.set("as", viewer);
    if (key) params.set("key", key);
    const q = params.toString();
    return target + (q ? (target.includes("?") ? "&" : "?") + q : "");
  }

  function headers(token, more) {
    const h = Object.assign({ Accept: "application/json" }, more || {});
    if (token) h.Authorization = "Bearer " + token;
    return h;
  }

  /** An answer of the API: its status and its JSON body (null when it has none). */
  async function call(method, target, options) {
    const o = options || {};
    const init = { method: method, headers: headers(o.token, o.headers), cache: "no-store" };
    if (o.body !== undefined) {
      init.body = JSON.stringify(o.body);
      init.headers["Content-Type"] = "application/json";
    }
    let response;
    try {
      response = await fetch(url(target, o.query), init);
    } catch (e) {
      return { status: 0, body: { ok: false, message: "the server could not be reached: " + e.message } };
    }
    let body = null;
    try {
      body = await response.json();
    } catch (e) {
      body = null;
    }
    return { status: response.status, body: body, etag: response.headers.get("ETag") };
  }

  /**
   * Follows a stream of events (server-sent events read over fetch, so that a token can go in a header):
   * onEvent(event, seq, name) for each, name "message" but for a server-sent event of its own name (the server tells a
   * match abandoned so); after a cut it resumes with Last-Event-ID. It stops when asked, or once `done(event, name)`
   * says the stream is over; `opened()` is told each time the server has answered with the stream. Returns a function
   * that stops it.
   */
  function follow(target, onEvent, options) {
    const o = options || {};
    let last = o.from === undefined ? null : String(o.from);
    let stopped = false;
    let left = false;
    let controller = null;
    let running = false;
    async function run() {
      if (running) return;
      running = true;
      try {
        await stream();
      } finally {
        running = false;
      }
    }
    async function stream() {
      while (!stopped && !left) {
        controller = new AbortController();
        const h = headers(o.token, { Accept: "text/event-stream" });
        if (last !== null) h["Last-Event-ID"] = last;
        try {
          const response = await fetch(url(target), { headers: h, signal: controller.signal, cache: "no-store" });
          if (response.status === 401 || response.status === 403 || response.status === 404) {
            if (o.refused) o.refused(response.status);
            return;
          }
          if (o.opened) o.opened();
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let text = "";
          let id = null;
          let name = "message";
          let data = [];
          for (;;) {
            const chunk = await reader.read();
            if (chunk.done) break;
            text += decoder.decode(chunk.value, { stream: true });
            let end;
            while ((end = text.indexOf("\n")) >= 0) {
              const line = text.slice(0, end).replace(/\r$/, "");
              text = text.slice(end + 1);
              if (line === "") {
                if (data.length) {
                  const event = JSON.parse(data.join("\n"));
                  if (id !== null) last = id;
                  onEvent(event, id === null ? event.seq : Number(id), name);
                  if (o.done && o.done(event, name)) {
                    stopped = true;
                    controller.abort();
                    return;
                  }
                }
                id = null;
                name = "message";
                data = [];
              } else if (line.startsWith("event:")) {
                name = line.slice(6).trim();
              } else if (line.startsWith("id:")) {
                id = line.slice(3).trim();
              } else if (line.startsWith("data:")) {
                data.push(line.slice(5).replace(/^ /, ""));
              }
            }
          }
        } catch (e) {
          if (stopped || left) return;
        }
        if (o.cut) o.cut();
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    // A page left lets go of its stream at once, and takes it up again where it was if the browser brings the page
    // back from its back-forward cache: a browser opens few connections to one server, and a stream kept by a page
    // no longer shown held one, so that the next page waited up to a minute for it.
    window.addEventListener("pagehide", () => {
      left = true;
      if (controller) controller.abort();
    });
    window.addEventListener("pageshow", (e) => {
      if (e.persisted && left) {
        left = false;
        if (!stopped) run();
      }
    });
    run();
    return () => {
      stopped = true;
      if (controller) controller.abort();
    };
  }

  function token() {
    try {
      return localStorage.getItem(TOKEN);
    } catch (e) {
      return null;
    }
  }

  function keepToken(value) {
    try {
      if (value) localStorage.setItem(TOKEN, value);
      else localStorage.removeItem(TOKEN);
    } catch (e) {
      // a browser that keeps nothing asks again on the next load
    }
  }

  // The address serve prints for the scorer's tablet carries the token after #token=: kept, and taken out of the
  // address bar (and so out of the history, a bookmark or a screenshot).
  const given = new URLSearchParams(location.hash.slice(1)).get("token");
  if (given !== null) {
    keepToken(given.trim());
    history.replaceState(history.state, "", location.pathname + location.search);
  }

  return {
    match: path ? decodeURIComponent(path[1]) : null,
    viewer: viewer,
    key: key,
    url: url,
    get: (target, options) => call("GET", target, options),
    post: (target, body, options) => call("POST", target, Object.assign({}, options, { body: body })),
    follow: follow,
    token: token,
    keepToken: keepToken,
  };
})();
