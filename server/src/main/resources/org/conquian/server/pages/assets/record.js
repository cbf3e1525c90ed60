"use strict";
/*
 * The scorer's page: the table from the officials' side, and the legal moves as buttons and cards to tap.
 * Every move is one of the requests GET .../moves lists (or, for a take with face-down hand cards and the
 * hands shown at a concealed deal's end, one the scorer completes by tapping the cards laid), confirmed,
 * then POSTed with the recorder token, If-Match the seq the table was read at, and an Idempotency-Key so
 * that a retried tap records once. A refusal shows its rule and the rule's text from the rule book, and
 * records the move as it was played when the table says so: a call of the director. The Director button calls
 * an irregularity without a move; while a call waits, the page shows only the ruling form.
 */
(function () {
  const $ = (id) => document.getElementById(id);
  const el = Felt.el;
  const base = "/api/matches/" + encodeURIComponent(Client.match);
  let token = Client.token();
  let state = null;
  let moves = null;
  let seq = null;
  let rules = null;
  let mode = null;
  let pending = null;
  let following = null;
  let felt = null;
  let refusedMove = null;

  /** The moves a call may name as played (a deal, the cambio and the hands shown are called without a move). */
  const PLAYED = ["reveal", "take", "reject", "pass", "force", "discard"];
  const DECISIONS = ["rectify", "void-deal", "award-deal", "no-irregularity"];

  function button(text, onClick, cls) {
    const b = el("button", cls, text);
    b.type = "button";
    b.addEventListener("click", onClick);
    return b;
  }

  /** A button that proposes a move; data-op (and a force's data-target) say which, for scripts and tests. */
  function moveButton(text, move, cls) {
    const b = button(text, () => propose(move), cls);
    b.dataset.op = move.op;
    if (move.target) b.dataset.target = move.target;
    return b;
  }

  /** A card the scorer taps, as a button named by the move it makes. */
  function cardButton(code, words, onTap, cls) {
    const b = el("button", "tap" + (cls ? " " + cls : ""));
    b.type = "button";
    b.setAttribute("aria-label", words);
    b.setAttribute("data-tap", code);
    b.appendChild(Felt.card(code));
    b.addEventListener("click", onTap);
    return b;
  }

  /** Cards in a row, as a meld lies. */
  function row(codes) {
    const box = el("span", "row");
    codes.forEach((c) => box.appendChild(Felt.card(c)));
    return box;
  }

  /** A move in words, a call and a ruling among them. */
  function words(move) {
    if (move.op === "call") {
      return "call the director: " + (move.move ? Words.move(move.move) : "an irregularity by " + move.player)
          + (move.rule ? ", " + move.rule : "") + (move.note ? " (" + move.note + ")" : "");
    }
    if (move.op === "rule") {
      const ruled = (r) => r.director + " rules " + r.decision + (r.winner ? " to " + r.winner : "") + (r.text ? ": " + r.text : "");
      return ruled(move) + (move.appeal ? "; " + move.appeal.appellant + " appeals, " + ruled(move.appeal) : "");
    }
    return Words.move(move);
  }

  function propose(move) {
    pending = { move: move, key: crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now() };
    $("pending-words").textContent = words(move);
    $("pending").hidden = false;
    $("refusal").hidden = true;
    $("record").focus();
  }

  function cancel() {
    pending = null;
    $("pending").hidden = true;
  }

  function choose(next) {
    mode = next;
    cancel();
    draw();
  }

  /** Every card of the match's pack, in the order the recorder lists them. */
  function pack() {
    const ranks = state.deck === 52 ? "A23456789TJQK" : "A234567JQK";
    return [..."CDHS"].flatMap((s) => [...ranks].map((r) => r + s));
  }

  /** The cards not on the table: what a face-down hand may hold (the judge refuses a card seen before). */
  function unseen(also) {
    const seen = new Set(also || []);
    const deal = state.deal;
    Object.values(deal.hands).forEach((h) => {
      (h.hand || []).forEach((c) => seen.add(c));
      (h.melds || []).forEach((m) => m.forEach((c) => seen.add(c)));
    });
    if (deal.centre) seen.add(deal.centre.card);
    return pack().filter((c) => !seen.has(c));
  }

  function grid(codes, words, onTap, chosen) {
    const box = el("div", "grid");
    codes.forEach((c) => box.appendChild(cardButton(c, words(c), () => onTap(c), chosen && chosen.includes(c) ? "chosen" : "")));
    return box;
  }

  function showDue() {
    const deal = state.deal;
    return deal && deal.concealed && deal.phase === "over" && Object.values(deal.hands).some((h) => (h.faceDown || 0) > 0);
  }

  /** The moves open now, as buttons and tappable cards; or the step of a move being composed. */
  function controls() {
    const box = $("choices");
    box.replaceChildren();
    $("director").hidden = !state.deal || state.deal.phase === "over" || moves.rulingDue !== undefined;
    if (mode) return mode.draw(box);
    if (moves.rulingDue !== undefined) return ruling(box);
    const list = moves.moves || [];
    const of = (op) => list.filter((m) => m.op === op);
    const deal = state.deal;
    if (moves.dealDue) box.appendChild(moveButton("Deal: " + moves.actor + " deals", { op: "deal" }, "primary"));
    if (moves.exchangeDue) {
      const made = of("exchange").find((m) => !m.cards);
      if (made) box.appendChild(moveButton("The cambio is made", made, "primary"));
      else cambio(box);
    }
    const reveals = of("reveal");
    if (reveals.length === 1 && !deal.concealed) {
      box.appendChild(moveButton(reveals[0].player + " turns up the stock card", reveals[0], "primary"));
    } else if (reveals.length) {
      box.appendChild(el("p", "ask", "Which card did " + reveals[0].player + " turn up?"));
      box.appendChild(grid(reveals.map((m) => m.card), (c) => reveals[0].player + " turns up " + Felt.label(c),
          (c) => propose(reveals.find((m) => m.card === c))));
    }
    const takes = of("take");
    const handTakes = moves.handTakes || [];
    if (takes.length || handTakes.length) {
      const centre = deal.centre.card;
      const who = (takes[0] || handTakes[0]).player;
      const start = () => (handTakes.length ? choose(building(handTakes[0])) : takes.length === 1 ? propose(takes[0]) : choose(arranging(takes)));
      const take = button(who + " takes " + centre + (handTakes.length ? " with hand cards…" : takes.length > 1 ? "…" : ""), start, "primary");
      take.dataset.op = "take";
      box.appendChild(take);
      felt.tappable(".ct-slot", centre, who + " takes " + Felt.label(centre), start);
    }
    of("pass").concat(of("reject"), of("force")).forEach((m) => box.appendChild(moveButton(Words.move(m), m)));
    const discards = of("discard");
    if (discards.length) {
      const who = discards[0].player;
      const hand = deal.hands[who];
      if (hand.hand && hand.hand.length && !deal.concealed) {
        box.appendChild(el("p", "ask", "Tap the card " + who + " discards."));
        discards.forEach((m) => felt.tappable('.ct-seat[data-player="' + who + '"] .ct-hand', m.card, who + " discards " + Felt.label(m.card), () => propose(m)));
      } else {
        box.appendChild(el("p", "ask", "Which card did " + who + " discard?"));
        box.appendChild(grid(discards.map((m) => m.card), (c) => who + " discards " + Felt.label(c), (c) => propose(discards.find((m) => m.card === c))));
      }
    }
    if (showDue()) {
      const show = button("Show the hands…", () => choose(showing()), "primary");
      show.dataset.op = "show";
      box.appendChild(show);
      box.appendChild(moveButton("The hands are not shown", { op: "show" }));
    }
  }

  /** A field of a form: its label, and the input or select in it. */
  function field(box, label, input) {
    const l = el("label", "field", label + " ");
    l.appendChild(input);
    box.appendChild(l);
    return input;
  }

  function input(name) {
    const i = el("input");
    i.name = name;
    i.autocomplete = "off";
    return i;
  }

  function select(name, options) {
    const s = el("select");
    s.name = name;
    options.forEach((o) => {
      const opt = el("option", null, o);
      opt.value = o;
      s.appendChild(opt);
    });
    return s;
  }

  /** Who rules and how: a director (never a player), a decision, the winner of an award, the words. */
  function decisionFields(box, prefix) {
    const director = field(box, "Director", input(prefix + "director"));
    const decision = field(box, "Decision", select(prefix + "decision", DECISIONS));
    const winner = field(box, "Winner", select(prefix + "winner", state.players));
    winner.parentElement.hidden = true;
    decision.addEventListener("change", () => (winner.parentElement.hidden = decision.value !== "award-deal"));
    const text = field(box, "Ruling", input(prefix + "text"));
    return () => {
      const r = { director: director.value.trim(), decision: decision.value };
      if (decision.value === "award-deal") r.winner = winner.value;
      if (text.value.trim()) r.text = text.value.trim();
      return r;
    };
  }

  /** The ruling form, all the page shows while a call waits: the ruling, and the appeal heard at once, if any. */
  function ruling(box) {
    const form = el("div", "ruling");
    const ruled = decisionFields(form, "");
    const appealed = field(form, "Appealed by", select("appellant", ["no appeal"].concat(state.players)));
    const appeal = el("div", "appeal");
    appeal.hidden = true;
    const appealRuled = decisionFields(appeal, "appeal-");
    appealed.addEventListener("change", () => (appeal.hidden = appealed.value === "no appeal"));
    form.appendChild(appeal);
    const done = button("Record the ruling", () => {
      const move = Object.assign({ op: "rule" }, ruled());
      if (appealed.value !== "no appeal") move.appeal = Object.assign({ appellant: appealed.value }, appealRuled());
      propose(move);
    }, "primary");
    done.dataset.done = "rule";
    form.appendChild(done);
    box.appendChild(form);
  }

  /** The Director button's form: an irregularity without a move, by a player, citing a rule or not. */
  function calling() {
    return {
      draw(box) {
        box.appendChild(el("p", "ask", "Call the director: an irregularity that is no move"));
        const player = field(box, "By", select("player", state.players));
        const rule = field(box, "Rule (R-…, or none)", input("rule"));
        const note = field(box, "What happened", input("note"));
        const done = button("Call the director", () => {
          const move = { op: "call", player: player.value };
          if (rule.value.trim()) move.rule = rule.value.trim().toUpperCase();
          if (note.value.trim()) move.note = note.value.trim();
          propose(move);
        }, "primary");
        done.dataset.done = "call";
        box.appendChild(done);
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  /** The refused move as the table played it: its call, the recorder naming the rule it breaks. */
  function callPlayed() {
    const played = Object.assign({}, refusedMove);
    delete played.match;
    $("refusal").hidden = true;
    propose({ op: "call", player: played.player, move: played });
  }

  /** The cambio of a known deal: one card of each player's hand, then the request naming them all. */
  function cambio(box) {
    const given = {};
    const players = Object.keys(moves.cambio);
    const ready = button("Record the cambio", () => propose({ op: "exchange", cards: Object.assign({}, given) }), "primary");
    ready.disabled = true;
    ready.dataset.done = "exchange";
    players.forEach((p) => {
      box.appendChild(el("p", "ask", p + " gives"));
      const choices = grid(moves.cambio[p], (c) => p + " gives " + Felt.label(c), (c) => {
        given[p] = c;
        choices.querySelectorAll(".tap").forEach((b) => b.classList.toggle("chosen", b.dataset.tap === c));
        ready.disabled = players.some((q) => !given[q]);
      });
      choices.setAttribute("data-cambio", p);
      box.appendChild(choices);
    });
    box.appendChild(ready);
  }

  /** A take of a known deal with more than one arrangement: each, drawn, to tap. */
  function arranging(takes) {
    return {
      draw(box) {
        box.appendChild(el("p", "ask", takes[0].player + " takes " + takes[0].card + ": which melds?"));
        takes.forEach((m) => {
          const b = button("", () => propose(m), "arrangement");
          b.setAttribute("aria-label", Words.move(m));
          b.dataset.melds = Words.melds(m.melds);
          m.melds.forEach((meld) => b.appendChild(row(meld)));
          box.appendChild(b);
        });
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  /**
   * A take with face-down hand cards: the centre card, then the cards laid out with it, each tapped as the
   * player shows it, and any of their exposed cards the new melds take in. Several melds may be made; the
   * melds left untouched need not be named.
   */
  function building(take) {
    const melds = [[take.card]];
    return {
      draw(box) {
        const current = melds[melds.length - 1];
        const laidOut = melds.flat();
        const toggle = (c) => {
          const at = current.indexOf(c);
          if (at >= 0) current.splice(at, 1);
          else if (!laidOut.includes(c)) current.push(c);
          draw();
        };
        box.appendChild(el("p", "ask", take.player + " takes " + take.card + ": tap the cards of each meld it makes or extends"));
        const laid = el("div", "laid");
        laid.setAttribute("aria-label", "the melds so far");
        melds.forEach((m) => laid.appendChild(row(m)));
        box.appendChild(laid);
        const exposed = (state.deal.hands[take.player].melds || []).flat();
        if (exposed.length) {
          box.appendChild(el("p", "ask", "from " + take.player + "'s melds"));
          box.appendChild(grid(exposed, (c) => take.player + " moves " + Felt.label(c), toggle, laidOut));
        }
        box.appendChild(el("p", "ask", "from " + take.player + "'s hand"));
        box.appendChild(grid(unseen(), (c) => take.player + " lays " + Felt.label(c), toggle, laidOut));
        const another = button("Another meld", () => {
          melds.push([]);
          draw();
        });
        another.dataset.another = "";
        box.appendChild(another);
        const done = button("Done", () => propose({ op: "take", player: take.player, card: take.card, melds: melds.filter((m) => m.length) }), "primary");
        done.dataset.done = "take";
        box.appendChild(done);
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  /** The hands shown at a concealed deal's end: each player's cards in turn, as many as they hold. */
  function showing() {
    const hands = state.deal.hands;
    const players = Object.keys(hands);
    const shown = {};
    players.forEach((p) => (shown[p] = []));
    let who = players.find((p) => hands[p].handSize > 0) || players[0];
    return {
      draw(box) {
        const tabs = el("div", "tabs");
        players.forEach((p) => {
          const b = button(p + " " + shown[p].length + "/" + hands[p].handSize, () => {
            who = p;
            draw();
          }, p === who ? "chosen" : "");
          b.setAttribute("aria-pressed", String(p === who));
          b.dataset.player = p;
          tabs.appendChild(b);
        });
        box.appendChild(tabs);
        box.appendChild(el("p", "ask", "Tap the cards " + who + " shows (" + hands[who].handSize + ")"));
        box.appendChild(row(shown[who]));
        const others = players.filter((p) => p !== who).flatMap((p) => shown[p]);
        box.appendChild(grid(unseen(others), (c) => who + " shows " + Felt.label(c), (c) => {
          const at = shown[who].indexOf(c);
          if (at >= 0) shown[who].splice(at, 1);
          else if (shown[who].length < hands[who].handSize) shown[who].push(c);
          if (shown[who].length === hands[who].handSize) who = players.find((p) => shown[p].length < hands[p].handSize) || who;
          draw();
        }, shown[who]));
        const done = button("Record the hands", () => propose({ op: "show", hands: JSON.parse(JSON.stringify(shown)) }), "primary");
        done.disabled = players.some((p) => shown[p].length !== hands[p].handSize);
        done.dataset.done = "show";
        box.appendChild(done);
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  function promptWords() {
    if (moves.rulingDue !== undefined) {
      const call = state.call || {};
      return "The director is called (seq " + moves.rulingDue + "): " + (call.move ? Words.move(call.move) + ", " : "an irregularity by " + call.player + ", ")
          + (call.rule ? call.rule + ". " : "") + "Play waits for the ruling.";
    }
    if (state.stage === "ended") return "The match is over" + (state.winner ? ": " + state.winner + " wins." : ".");
    if (moves.dealDue) return moves.actor + " deals next.";
    if (moves.exchangeDue) return "The cambio: every player gives one card to the player on their right.";
    if (moves.actor) return moves.actor + " to play.";
    if (showDue()) return "The deal is over: the hands may be shown.";
    return "";
  }

  function draw() {
    if (!felt) felt = Felt.table($("table"), {});
    felt.show(state);
    $("prompt").textContent = promptWords();
    controls();
  }

  function header() {
    $("title").textContent = "Scoring match " + Client.match;
    document.title = "Scoring " + Client.match;
    $("terms").textContent = state.rules + " · " + (state.players || []).join(", ") + " · to " + state.targetWins + (state.targetWins === 1 ? " win" : " wins")
        + (state.deal && state.deal.concealed ? " · face down" : "");
    $("score").textContent = Felt.score(state);
  }

  async function refresh() {
    let s, m;
    // the table and its moves of one seq: a move recorded between the two reads makes them read again
    for (let tries = 0; tries < 5; tries++) {
      [s, m] = await Promise.all([Client.get(base, { token: token }), Client.get(base + "/moves", { token: token })]);
      if (s.etag === m.etag) break;
    }
    if (s.status === 401 || m.status === 401) return askToken(token ? "The server did not take this token: type it again." : "");
    if (s.status !== 200 || m.status !== 200) {
      $("prompt").textContent = (s.body && s.body.message) || (m.body && m.body.message) || "The match could not be read (" + s.status + ").";
      return;
    }
    const now = Number((s.etag || "").replace(/\D/g, ""));
    // the stream and a move's answer both ask for the table after it: it is drawn once
    if (now === seq && state) return;
    mode = null;
    state = s.body.state;
    seq = now;
    moves = m.body;
    header();
    draw();
    if (!rules) loadRules();
    if (!following) follow();
    document.documentElement.setAttribute("data-seq", String(seq));
    if (!document.documentElement.hasAttribute("data-first-paint")) {
      // once the first table is painted: what a scorer waits for, from the start of loading
      requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute("data-first-paint", String(performance.now()))));
    }
  }

  async function record() {
    if (!pending) return;
    const sent = pending;
    $("record").disabled = true;
    const r = await Client.post(base + "/moves", sent.move, {
      token: token, headers: { "If-Match": '"' + seq + '"', "Idempotency-Key": sent.key } });
    $("record").disabled = false;
    const body = r.body || {};
    if (r.status === 200 || r.status === 201) {
      $("refusal").hidden = true;
      $("note").textContent = "Recorded: " + words(sent.move) + " (seq " + body.seq + ").";
      mode = null;
      cancel();
      return refresh();
    }
    if (r.status === 401) return askToken("The server did not take this token: type it again.");
    if (r.status === 422 && body.rule) return refused(body, sent.move);
    if (r.status === 409) {
      $("note").textContent = "The table moved on before this move reached it; nothing was recorded. Here it is now.";
      mode = null;
      cancel();
      return refresh();
    }
    $("note").textContent = "Not recorded: " + (body.message || "the server answered " + r.status) + (r.status === 0 ? " Try again: the move is recorded once." : "");
  }

  function refused(body, move) {
    cancel();
    refusedMove = move;
    // a move the rules refuse may have been played so: its call records it as played, for the director
    $("call-played").hidden = body.rule === "R-RULING" || !move.player || !PLAYED.includes(move.op);
    $("refusal").hidden = false;
    $("refusal-line").textContent = "Refused, " + body.rule + ": " + body.message + ". Nothing was recorded.";
    $("rule-id").textContent = "The rule " + body.rule;
    rule($("rule-text"), rules && rules[body.rule]);
    $("note").textContent = "";
  }

  /** A rule's section of the rule book, as the library renders it for every page. */
  function rule(box, html) {
    if (html) box.innerHTML = html;
    else box.replaceChildren(el("p", null, "(not in the rule book)"));
  }

  async function loadRules() {
    const r = await Client.get("/api/rules", { query: { profile: state.rules } });
    if (r.status === 200 && r.body) rules = r.body.html;
  }

  /** Another tablet may record too: the table follows the match's stream and is read again after each event. */
  function follow() {
    let again = 0;
    following = Client.follow(base + "/events", (event, at) => {
      if (at <= seq) return;
      clearTimeout(again);
      again = setTimeout(refresh, 60);
    }, { token: token, from: seq, done: (e) => e.type === "MatchEnded" });
  }

  function askToken(note) {
    $("token-form").hidden = false;
    $("token-note").textContent = note || "";
    $("token").focus();
  }

  $("token-form").addEventListener("submit", (e) => {
    e.preventDefault();
    token = $("token").value.trim();
    Client.keepToken(token);
    $("token-form").hidden = true;
    if (following) following();
    following = null;
    refresh();
  });
  $("record").addEventListener("click", record);
  $("cancel").addEventListener("click", cancel);
  $("call-played").addEventListener("click", callPlayed);
  $("director").addEventListener("click", () => choose(calling()));
  document.addEventListener("keydown", (e) => {
    // a key a card on the table took (Enter on a tappable card) does not also record
    if (e.defaultPrevented) return;
    const tag = e.target && e.target.tagName;
    if (e.key === "Escape") {
      if (pending) cancel();
      else if (mode) choose(null);
    } else if (e.key === "Enter" && pending && tag !== "BUTTON" && tag !== "INPUT") {
      e.preventDefault();
      record();
    }
  });

  if (token) refresh();
  else askToken("");
})();
