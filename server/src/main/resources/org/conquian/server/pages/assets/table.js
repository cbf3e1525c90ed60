"use strict";
/*
 * A match's table, live: it follows the match's events (server-sent, from the first) and shows the table as
 * the viewer may see it (a spectator the face-up table; ?as=ana&key=... ana's view). Every event is listed;
 * stepping back shows the table at an earlier event, read from the server for this viewer, and "live"
 * follows the match again.
 */
(function () {
  const $ = (id) => document.getElementById(id);
  const el = Felt.el;
  const base = "/api/matches/" + encodeURIComponent(Client.match);
  const viewer = Client.viewer;
  const felt = Felt.table($("table"), { bottom: viewer || undefined, viewer: viewer || undefined });
  const seqs = [];
  const past = new Map();
  let live = true;
  let at = null;
  let head = null;
  let reading = 0;
  let ended = false;

  function header(state) {
    $("title").textContent = "Match " + Client.match + (viewer ? ", as " + viewer + " sees it" : "");
    document.title = $("title").textContent;
    if (state.players) {
      $("terms").textContent = state.rules + " · " + state.players.join(", ") + " · to " + state.targetWins + (state.targetWins === 1 ? " win" : " wins");
      $("score").textContent = Felt.score(state) + (state.winner ? " · " + state.winner + " wins the match" : "");
    }
  }

  function where() {
    const last = seqs.length ? seqs[seqs.length - 1] : 0;
    $("where").textContent = live ? (ended ? "The match is over: " + last + " events." : "Live · event " + last + (viewer ? "" : " · hands hidden"))
        : "Event " + at + " of " + last + " · press live to follow the match again";
    $("first").disabled = $("prev").disabled = !seqs.length || (!live && at <= seqs[0]);
    $("next").disabled = live;
    $("live-now").disabled = live;
    document.querySelectorAll("#events button").forEach((b) => b.setAttribute("aria-current", String(Number(b.dataset.seq) === (live ? last : at))));
    document.documentElement.setAttribute("data-at", String(live ? last : at));
  }

  async function read(seq) {
    const r = await Client.get(base, seq === null ? undefined : { query: { at: String(seq) } });
    if (r.status !== 200) {
      $("where").textContent = (r.body && r.body.message) || "The table could not be read (" + r.status + ").";
      return null;
    }
    return r.body.state;
  }

  /** The table now, read once the burst of events that moved it has passed. */
  function readHead() {
    clearTimeout(reading);
    reading = setTimeout(async () => {
      const state = await read(null);
      if (!state) return;
      head = state;
      header(state);
      if (live) {
        felt.show(state);
        where();
      }
    }, 60);
  }

  async function go(seq) {
    const last = seqs[seqs.length - 1];
    if (seq >= last) return follow();
    live = false;
    at = seq;
    where();
    if (!past.has(seq)) past.set(seq, await read(seq));
    const state = past.get(seq);
    if (state && !live && at === seq) felt.show(state);
  }

  function follow() {
    live = true;
    at = null;
    if (head) felt.show(head);
    where();
  }

  function step(by) {
    const now = live ? seqs.length - 1 : seqs.indexOf(at);
    const i = Math.max(0, Math.min(seqs.length - 1, now + by));
    if (seqs.length) go(seqs[i]);
  }

  function listed(event, seq) {
    seqs.push(seq);
    const b = el("button", null, seq + ". " + Words.event(event));
    b.type = "button";
    b.dataset.seq = String(seq);
    b.addEventListener("click", () => go(seq));
    const li = el("li");
    li.appendChild(b);
    $("events").appendChild(li);
    if (live) b.scrollIntoView({ block: "nearest" });
  }

  $("first").addEventListener("click", () => seqs.length && go(seqs[0]));
  $("prev").addEventListener("click", () => step(-1));
  $("next").addEventListener("click", () => step(1));
  $("live-now").addEventListener("click", follow);
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.altKey || e.metaKey || (e.target && e.target.tagName === "INPUT")) return;
    const moves = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => seqs.length && go(seqs[0]), End: follow };
    if (moves[e.key]) {
      e.preventDefault();
      moves[e.key]();
    }
  });

  readHead();
  Client.follow(base + "/events", (event, seq) => {
    listed(event, seq);
    if (event.type === "MatchEnded") ended = true;
    readHead();
  }, {
    done: (event) => event.type === "MatchEnded",
    refused: (status) => ($("where").textContent = status === 404 ? "There is no match " + Client.match + " here." : "This link does not open the match (" + status + ")."),
  });
})();
