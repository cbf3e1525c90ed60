"use strict";
/*
 * A match's table, live: it follows the match's frames (server-sent, from the first), each made by the library for
 * this page's viewer (a spectator the face-up table; ?as=ana&key=... ana's view): the event's words, the table
 * after it, drawn with cards.js as the replay page draws it. Every event is listed; stepping back shows the table at
 * an earlier event from the frames already here, and "live" follows the match again. The address carries the moment
 * shown (?at=SEQ, kept in step as the page steps, gone when it follows live), so that it opens there again. The page
 * asks nothing per event; the stream tells it when the match is abandoned, and only when it ends before the match does
 * otherwise, it asks whether the match was abandoned.
 */
(function () {
  const $ = (id) => document.getElementById(id);
  const el = Felt.el;
  const base = "/api/matches/" + encodeURIComponent(Client.match);
  const viewer = Client.viewer;
  // drawn once the match's first frame is here: a spectator's table has its first dealer at the bottom, whichever
  // deal is shown first (the live one, or the one an address asks for)
  let felt = null;
  const frames = [];
  const asked = new URLSearchParams(location.search).get("at");
  // the event the address asks for, until its frame is here
  let wanted = asked !== null && /^\d+$/.test(asked) ? Math.max(1, Number(asked)) : null;
  let live = wanted === null;
  let at = null;
  let abandoned = false;
  let ended = false;
  let drawing = 0;

  function header(frame) {
    $("title").textContent = "Match " + Client.match + (viewer ? ", as " + viewer + " sees it" : "");
    document.title = $("title").textContent;
    const e = frame.event;
    if (e.type === "MatchStarted") {
      $("terms").textContent = e.rules + " · " + e.players.join(", ") + " · to " + e.targetWins + (e.targetWins === 1 ? " win" : " wins");
      Felt.marks($("marks"), e.signer, abandoned);
    }
    if (frame.table.score) $("score").textContent = frame.table.score;
  }

  function index(seq) {
    return frames.findIndex((f) => f.seq === seq);
  }

  /** The table at a frame, its cards that moved since the frame before marked. */
  function draw(i) {
    const f = frames[i];
    const before = i > 0 ? frames[i - 1].table.deal : null;
    const started = frames[0].event.type === "MatchStarted" ? frames[0].event : {};
    if (!felt) felt = Felt.table($("table"), { bottom: viewer || started.firstDealer, viewer: viewer || undefined });
    felt.show(Felt.view(f.table), before, f.moves && f.moves.actor);
    // a match over, or given up at its last event, waits for nothing: the line above the table says so
    const over = f.table.stage === "ended" || abandoned && i === frames.length - 1;
    $("next").textContent = f.table.next && !over ? "Next: " + f.table.next : "";
  }

  function where() {
    const last = frames.length ? frames[frames.length - 1].seq : 0;
    if (wanted !== null) {
      $("where").textContent = "Event " + wanted + (ended || abandoned ? " was never played" : " has not been played yet")
          + " · press live to follow the match";
      $("live-now").disabled = false;
      return;
    }
    $("where").textContent = live ? (ended ? "The match is over: " + last + " events."
        : abandoned ? "The match was abandoned after " + last + (last === 1 ? " event." : " events.") : "Live · event " + last + (viewer ? "" : " · hands hidden"))
        : "Event " + at + " of " + last + " · press live to follow the match again";
    $("first").disabled = $("prev").disabled = !frames.length || (!live && at <= frames[0].seq);
    $("next-step").disabled = live;
    $("live-now").disabled = live;
    document.querySelectorAll("#events button").forEach((b) => b.setAttribute("aria-current", String(Number(b.dataset.seq) === (live ? last : at))));
    document.documentElement.setAttribute("data-at", String(live ? last : at));
    address();
  }

  /** The address says the moment shown: ?at=SEQ while the page shows an earlier event, nothing while it follows live. */
  function address() {
    const query = new URLSearchParams(location.search);
    if (live) query.delete("at");
    else query.set("at", String(at));
    const q = query.toString();
    const url = location.pathname + (q ? "?" + q : "") + location.hash;
    if (url !== location.pathname + location.search + location.hash) history.replaceState(history.state, "", url);
  }

  /** The event the address asked for, once its frame is here: the table then, stepped to as by hand. */
  function opened(frame) {
    wanted = null;
    live = false;
    at = frame.seq;
    draw(index(frame.seq));
    where();
  }

  function go(seq) {
    const last = frames[frames.length - 1].seq;
    if (seq >= last) return follow();
    wanted = null;
    live = false;
    at = seq;
    draw(index(seq));
    where();
  }

  function follow() {
    wanted = null;
    live = true;
    at = null;
    if (frames.length) draw(frames.length - 1);
    // the list keeps its last event in view by scrolling itself, never the page: a page opened on a phone stays at the table
    $("log").scrollTop = $("log").scrollHeight;
    where();
  }

  function step(by) {
    const now = live ? frames.length - 1 : index(at);
    const i = Math.max(0, Math.min(frames.length - 1, now + by));
    if (frames.length) go(frames[i].seq);
  }

  function listed(frame) {
    const b = el("button", null, frame.seq + ". " + frame.words);
    b.type = "button";
    b.dataset.seq = String(frame.seq);
    b.addEventListener("click", () => go(frame.seq));
    const li = el("li");
    li.appendChild(b);
    $("events").appendChild(li);
  }

  $("first").addEventListener("click", () => frames.length && go(frames[0].seq));
  $("prev").addEventListener("click", () => step(-1));
  $("next-step").addEventListener("click", () => step(1));
  $("live-now").addEventListener("click", follow);
  document.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.altKey || e.metaKey || (e.target && e.target.tagName === "INPUT")) return;
    const moves = { ArrowLeft: () => step(-1), ArrowRight: () => step(1), Home: () => frames.length && go(frames[0].seq), End: follow };
    if (moves[e.key]) {
      e.preventDefault();
      moves[e.key]();
    }
  });

  /** A stream that ends before the match does was ended by the server: the match may have been abandoned. */
  async function cut() {
    const r = await Client.get(base);
    if (r.status !== 200 || !r.body || !r.body.abandoned) return;
    stop();
    given(r.body.signer);
  }

  /** The match was abandoned: marked so, and the table shown as it was left. */
  function given(signer) {
    abandoned = true;
    Felt.marks($("marks"), signer, true);
    // an event asked for that the match never reached: the table as it was left
    if (live || wanted !== null) follow();
    else where();
  }

  /** The key the match is signed by, as its first frame names it. */
  function signer() {
    return frames.length && frames[0].event.type === "MatchStarted" ? frames[0].event.signer : undefined;
  }

  where();
  const stop = Client.follow(base + "/frames", (frame, seq, name) => {
    if (name === "abandoned") return given(signer());
    frames.push(frame);
    listed(frame);
    header(frame);
    if (frame.event.type === "MatchEnded") ended = true;
    if (wanted !== null && frame.seq >= wanted) opened(frame);
    // a burst of frames is drawn once, on the next painted frame
    if (live && !drawing) {
      drawing = requestAnimationFrame(() => {
        drawing = 0;
        if (live) follow();
      });
    }
    if (!live || wanted !== null) where();
  }, {
    done: (frame, name) => name === "abandoned" || frame.event.type === "MatchEnded",
    cut: cut,
    refused: (status) => ($("where").textContent = status === 404 ? "There is no match " + Client.match + " here." : "This link does not open the match (" + status + ")."),
  });
})();
