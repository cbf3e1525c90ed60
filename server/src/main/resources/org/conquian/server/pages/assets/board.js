"use strict";
/*
 * The club's board: every live table (players, deal, score, what it waits for, a small picture of the table, as a
 * spectator's frame shows it, drawn with cards.js) and the finished or abandoned matches with their verdicts; each says
 * by which key it is signed, if it is. It follows every
 * match's events, and the news of a match abandoned, and reads the list again once their burst has passed: the list
 * carries each table.
 */
(function () {
  const $ = (id) => document.getElementById(id);
  const el = Felt.el;
  const entries = new Map();
  let listing = null;
  let flushing = 0;

  function link(entry) {
    const a = el("a", null, entry.match);
    a.href = "/m/" + encodeURIComponent(entry.match);
    return a;
  }

  function scoreWords(score) {
    if (!score) return "";
    return typeof score === "string" ? score : Object.keys(score).map((p) => p + " " + score[p]).join(" · ");
  }

  function live(entry) {
    const box = el("article", "live");
    box.setAttribute("data-match", entry.match);
    const title = el("h3");
    title.appendChild(link(entry));
    box.appendChild(title);
    const table = entry.table || {};
    const deal = table.deal;
    const facts = [entry.profile, entry.players.join(", ")];
    // the deal under way; once it is over, the line below says what comes next
    if (deal && table.stage === "in-deal") facts.push("deal " + deal.n + ", " + deal.dl + " deals" + (deal.c ? ", face down" : ""));
    // the table's own words for the score (a partnership's by team), else each player's wins
    facts.push("score " + (table.score || scoreWords(entry.score)));
    box.appendChild(el("p", "facts", facts.join(" · ")));
    box.appendChild(el("p", "facts turn", table.next || ""));
    box.appendChild(marked(entry));
    const view = Felt.view(table);
    if (view) {
      const mini = el("div", "mini");
      mini.setAttribute("aria-label", "the table of " + entry.match);
      // the first player at the bottom, as the list names no first dealer: each table keeps its seats from deal to deal
      Felt.table(mini, { bottom: entry.players[0] }).show(view, null);
      box.appendChild(mini);
    }
    return box;
  }

  function finished(entry) {
    const box = el("article", "finished");
    box.setAttribute("data-match", entry.match);
    const line = el("p", "facts");
    line.appendChild(link(entry));
    // an ended match's result in the table's words (a partnership's team and its score), else how it stood
    const outcome = entry.abandoned ? "abandoned · " + scoreWords(entry.score) : entry.result || "no winner · " + scoreWords(entry.score);
    line.appendChild(document.createTextNode(" · " + entry.profile + " · " + entry.players.join(", ") + " · " + outcome
        + " · " + entry.seq + (entry.seq === 1 ? " event · " : " events · ") + (entry.verdict ? "verdict: " + entry.verdict : entry.abandoned ? "given up before its end" : "ended")));
    box.appendChild(line);
    box.appendChild(marked(entry));
    return box;
  }

  /** The marks of a match: the key it is signed by, abandoned. */
  function marked(entry) {
    const marks = el("p", "facts marks");
    Felt.marks(marks, entry.signer, entry.abandoned);
    return marks;
  }

  /** A match is over once it has ended or was abandoned: an abandoned match records no more moves. */
  function over(entry) {
    return entry.stage === "ended" || !!entry.abandoned;
  }

  function draw() {
    const all = [...entries.values()].sort((a, b) => (a.entry.match < b.entry.match ? -1 : 1));
    const playing = all.filter((e) => !over(e.entry));
    const done = all.filter((e) => over(e.entry));
    $("live").replaceChildren(...playing.map((e) => e.box || (e.box = live(e.entry))));
    $("finished").replaceChildren(...done.map((e) => e.box || (e.box = finished(e.entry))));
    if (!playing.length) $("live").appendChild(el("p", "empty", "No table is playing now."));
    if (!done.length) $("finished").appendChild(el("p", "empty", "No match has finished yet."));
    $("summary").textContent = playing.length + (playing.length === 1 ? " table playing, " : " tables playing, ") + done.length + " finished";
  }

  /** The list of matches, with the table of each one playing. */
  async function list() {
    const r = await Client.get("/api/matches");
    if (r.status !== 200) {
      $("summary").textContent = (r.body && r.body.message) || "The matches could not be read (" + r.status + ").";
      return;
    }
    const seen = new Set();
    (r.body.matches || []).forEach((entry) => {
      seen.add(entry.match);
      const known = entries.get(entry.match);
      if (known && known.entry.seq === entry.seq && known.entry.stage === entry.stage && known.entry.abandoned === entry.abandoned) return;
      entries.set(entry.match, { entry: entry });
    });
    [...entries.keys()].filter((m) => !seen.has(m)).forEach((m) => entries.delete(m));
    draw();
    document.documentElement.setAttribute("data-listed", String(entries.size));
  }

  /** After events, the list is read again, once their burst has passed. */
  function touched() {
    clearTimeout(flushing);
    flushing = setTimeout(() => {
      listing = (listing || Promise.resolve()).then(list);
    }, 80);
  }

  list().then(() => {
    Client.follow("/api/events", touched, { opened: () => document.documentElement.setAttribute("data-following", "true") });
  });
})();
