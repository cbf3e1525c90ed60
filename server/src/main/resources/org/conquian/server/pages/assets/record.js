"use strict";
/*
 * The scorer's page: the table from the officials' side, and the legal moves as buttons and cards to tap, both
 * from the match's frames (made by the library for the officials, followed as server-sent events): the table after
 * each event as cards.js draws it, and the moves then. Every move is one a frame lists (or, for a take with face-down
 * hand cards and the hands shown at a concealed deal's end, one the scorer completes by tapping cards among those the
 * frame says are not seen yet), confirmed, then POSTed with the recorder token, If-Match the seq of the frame drawn,
 * and an Idempotency-Key so that a retried tap records once. A refusal shows its rule and the rule's text from the
 * rule book as the library renders it, and records the move as it was played when the table says so: a call of the
 * director. The Director button calls an irregularity without a move; while a call waits, the page shows only the
 * ruling form. The page asks nothing per event.
 */
(function () {
  const $ = (id) => document.getElementById(id);
  const el = Felt.el;
  const base = "/api/matches/" + encodeURIComponent(Client.match);
  let token = Client.token();
  let frame = null;
  let before = null;
  let moves = null;
  let seq = null;
  let rules = null;
  let mode = null;
  let pending = null;
  let following = null;
  let felt = null;
  let drawing = 0;
  let players = [];
  let firstDealer;
  let refusedMove = null;
  // the key the match is signed by, and whether it was abandoned: it records no more moves
  let signer = null;
  let abandoned = false;
  // the seq of the table drawn, which a move chosen on it is chosen at; and each event's words, for a move gone out of date
  let drawnSeq = null;
  let told = [];
  // what a tap on the stock does when turning up its top card is the move
  let stockTap = null;

  /**
   * The library's order of cards (org.conquian.card.Card: by suit, then by rank, the ace low), in which it writes a
   * meld's cards and sorts melds by their lowest card: a meld built by tapping is sent so, not in the order tapped.
   */
  const RANKS = "A23456789TJQK";
  const SUITS = "CDHS";
  const rank = (code) => SUITS.indexOf(code[1]) * RANKS.length + RANKS.indexOf(code[0]);
  const inOrder = (melds) => melds.map((m) => m.slice().sort((a, b) => rank(a) - rank(b))).sort((a, b) => rank(a[0]) - rank(b[0]));

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

  function split(codes) {
    return codes ? codes.split(" ") : [];
  }

  /** The deal as the frame's table has it (cards.js's view), and a seat of it. */
  function deal() {
    return frame.table.deal;
  }

  function seat(player) {
    return deal().p.find((p) => p.n === player);
  }

  /** A player's move in words, as the buttons word it: the verb of each op, the player first. */
  const VERBS = { deal: "deals", reveal: "turns up", take: "takes", pass: "passes", reject: "rejects", force: "forces",
    discard: "discards", meld: "lays out from the hand" };

  /**
   * A move request as the scorer confirms it: its fields as it will be sent (who, what, which cards), its cards drawn,
   * in the words of the buttons that chose it; the table words what it made once it is recorded.
   */
  function request(m) {
    const box = el("span", "request");
    const text = (t) => box.appendChild(document.createTextNode(t));
    if (VERBS[m.op] && m.player) {
      box.appendChild(el("b", null, m.player));
      text(" " + VERBS[m.op] + " ");
      if (m.card) box.appendChild(row([m.card]));
      else if (m.op === "reveal") text("the stock's top card");
      if (m.target) text(" on " + m.target);
      if (m.melds && m.melds.length) text(m.op === "take" ? " and lays out " : " ");
    } else if (m.op === "exchange") {
      text("the cambio, the card each gives:");
    } else if (m.op === "show") {
      text(m.hands ? "the hands shown:" : "the hands are not shown");
    } else if (m.op === "call") {
      text("call the director: ");
    } else {
      box.appendChild(el("b", null, m.op));
      if (m.player) text(" " + m.player + " ");
    }
    (m.melds || []).forEach((meld) => box.appendChild(row(meld)));
    Object.keys(m.cards || {}).forEach((p) => {
      text(" " + p + " ");
      box.appendChild(row([m.cards[p]]));
    });
    Object.keys(m.hands || {}).forEach((p) => {
      text(" " + p + " ");
      box.appendChild(row(m.hands[p]));
    });
    // a call's move as played; a ruling's director and decision, its words, and the appeal heard at once
    if (m.move) box.appendChild(request(m.move));
    [m.rule, m.director, m.decision, m.winner].filter(Boolean).forEach((w) => text(" " + w));
    if (m.note || m.text) text(": " + (m.note || m.text));
    if (m.appeal) box.appendChild(request(Object.assign({ op: "; appeal", player: m.appeal.appellant }, m.appeal)));
    return box;
  }

  /**
   * A move chosen waits for Record, with the seq of the table it was chosen on: it is sent with that seq as If-Match,
   * so that a table changed meanwhile (another device recorded) refuses it, never with the seq of a later table.
   */
  function propose(move) {
    pending = { move: move, key: crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2) + Date.now(), chosenAt: drawnSeq };
    $("pending-words").replaceChildren(request(move));
    $("pending").classList.remove("stale");
    $("pending-stale").hidden = true;
    $("pending").hidden = false;
    $("note").textContent = "";
    $("refusal").hidden = true;
    $("record").focus();
  }

  function cancel() {
    pending = null;
    $("pending").hidden = true;
  }

  /** The move waiting for Record was chosen on a table that has changed since: it says what was recorded meanwhile. */
  function outOfDate() {
    // an event's words the next event's repeat (a take, then the melds it lays) are said once, as the next's
    const meanwhile = told.filter((t) => t.seq > pending.chosenAt).map((t) => t.words)
        .filter((words, i, all) => !(i + 1 < all.length && all[i + 1].startsWith(words)));
    $("pending").classList.add("stale");
    $("pending-stale").textContent = "Out of date: meanwhile " + (meanwhile.length ? meanwhile.join(", then ") : "the table changed")
        + ". Cancel it and choose again: recorded now, it would be refused, unless it is that same move.";
    $("pending-stale").hidden = false;
  }

  function choose(next) {
    mode = next;
    cancel();
    draw();
  }

  function grid(codes, words, onTap, chosen) {
    const box = el("div", "grid");
    codes.forEach((c) => box.appendChild(cardButton(c, words(c), () => onTap(c), chosen && chosen.includes(c) ? "chosen" : "")));
    return box;
  }

  /** The moves open now, as buttons and tappable cards; or the step of a move being composed. */
  function controls() {
    const box = $("choices");
    box.replaceChildren();
    $("director").hidden = frame.table.stage !== "in-deal" || moves.rulingDue !== undefined;
    if (mode) return mode.draw(box);
    if (moves.rulingDue !== undefined) return ruling(box);
    const list = moves.moves || [];
    const of = (op) => list.filter((m) => m.op === op);
    const d = deal() || { p: [] };
    if (moves.dealDue) box.appendChild(moveButton("Deal: " + moves.actor + " deals", { op: "deal" }, "primary"));
    if (moves.exchangeDue) {
      const made = of("exchange").find((m) => !m.cards);
      if (made) box.appendChild(moveButton("The cambio is made", made, "primary"));
      else cambio(box);
    }
    const reveals = of("reveal");
    if (reveals.length === 1 && !d.c) {
      box.appendChild(moveButton(reveals[0].player + " turns up the stock card", reveals[0], "primary"));
      stockTappable(reveals[0].player + " turns up the stock card", () => propose(reveals[0]));
    } else if (reveals.length) {
      box.appendChild(el("p", "ask", "Which card did " + reveals[0].player + " turn up?"));
      box.appendChild(grid(reveals.map((m) => m.card), (c) => reveals[0].player + " turns up " + Felt.label(c),
          (c) => propose(reveals.find((m) => m.card === c))));
    }
    const takes = of("take");
    const handTakes = moves.handTakes || [];
    if (takes.length || handTakes.length) {
      const centre = d.cc;
      const who = (takes[0] || handTakes[0]).player;
      const start = () => (handTakes.length ? choose(building(handTakes[0])) : takes.length === 1 ? propose(takes[0]) : choose(arranging(takes)));
      const take = button(who + " takes " + centre + (handTakes.length ? " with hand cards…" : takes.length > 1 ? "…" : ""), start, "primary");
      take.dataset.op = "take";
      box.appendChild(take);
      felt.tappable(".ct-slot", centre, who + " takes " + Felt.label(centre), start);
    }
    of("pass").concat(of("reject")).forEach((m) => box.appendChild(moveButton(m.player + " " + VERBS[m.op] + " " + m.card, m)));
    of("force").forEach((m) => box.appendChild(moveButton(m.player + " forces " + m.card + " on " + m.target, m)));
    // house rules: a free meld from the hand (meldFromHand), and a deal found misdealt (misdeal)
    const melds = of("meld");
    const handMelds = moves.handMelds || [];
    if (melds.length || handMelds.length) {
      const who = (melds[0] || handMelds[0]).player;
      const start = () => (handMelds.length ? choose(building(handMelds[0])) : melds.length === 1 ? propose(melds[0]) : choose(arranging(melds)));
      const meld = button(who + " lays out melds from the hand" + (handMelds.length || melds.length > 1 ? "…" : ""), start);
      meld.dataset.op = "meld";
      box.appendChild(meld);
    }
    of("misdeal").forEach((m) => box.appendChild(moveButton("Misdeal: the deal is void, " + d.dl + " deals again", m)));
    const discards = of("discard");
    if (discards.length) {
      const who = discards[0].player;
      if (seat(who).h && !d.c) {
        box.appendChild(el("p", "ask", "Tap the card " + who + " discards."));
        discards.forEach((m) => felt.tappable('.ct-seat[data-player="' + who + '"] .ct-hand', m.card, who + " discards " + Felt.label(m.card), () => propose(m)));
      } else {
        box.appendChild(el("p", "ask", "Which card did " + who + " discard?"));
        box.appendChild(grid(discards.map((m) => m.card), (c) => who + " discards " + Felt.label(c), (c) => propose(discards.find((m) => m.card === c))));
      }
    }
    if (moves.show) {
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
    const winner = field(box, "Winner", select(prefix + "winner", players));
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
    const appealed = field(form, "Appealed by", select("appellant", ["no appeal"].concat(players)));
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
        const player = field(box, "By", select("player", players));
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

  /** A take or a free meld of a known deal with more than one arrangement: each, drawn, to tap. */
  function arranging(takes) {
    const what = (m) => m.player + (m.op === "take" ? " takes " + m.card : " lays out from the hand");
    return {
      draw(box) {
        box.appendChild(el("p", "ask", what(takes[0]) + ": which melds?"));
        // the melds the player's side has laid out already, kept as they lie, are dimmed: what differs stands out
        const own = seat(takes[0].player);
        const holder = own && seat(own.ms || own.n);
        const before = new Set((holder && holder.m) || []);
        takes.forEach((m) => {
          const b = button("", () => propose(m), "arrangement");
          const melds = m.melds.map((meld) => meld.join("-")).join(" ");
          b.setAttribute("aria-label", what(m) + ": " + melds);
          b.dataset.melds = melds;
          m.melds.forEach((meld) => {
            const drawn = b.appendChild(row(meld));
            if (before.has(meld.join(" "))) drawn.classList.add("kept");
          });
          box.appendChild(b);
        });
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  /**
   * A take or a free meld with face-down hand cards: the centre card taken, if any, then the cards laid out with it, each
   * tapped as the player shows it (among the cards the frame says are not seen yet in the deal), and any of their
   * exposed cards the new melds take in; a card tapped in the strip of melds so far goes back. Several melds may be
   * made; the melds left untouched need not be named. The melds are sent in the library's order of cards.
   */
  function building(move) {
    const melds = move.card ? [[move.card]] : [[]];
    $("refusal").hidden = true;
    return {
      draw(box) {
        const current = melds[melds.length - 1];
        const laidOut = melds.flat();
        const toggle = (c) => {
          const at = current.indexOf(c);
          if (at >= 0) current.splice(at, 1);
          else if (!laidOut.includes(c)) current.push(c);
          $("refusal").hidden = true;
          draw();
        };
        const putBack = (c) => {
          melds.forEach((m) => {
            const at = m.indexOf(c);
            if (at >= 0) m.splice(at, 1);
          });
          $("refusal").hidden = true;
          draw();
        };
        box.appendChild(el("p", "ask", move.card ? move.player + " takes " + move.card + ": tap the cards of each meld it makes or extends"
            : move.player + " lays out from the hand: tap the cards of each meld"));
        const laid = el("div", "laid");
        laid.setAttribute("aria-label", "the melds so far");
        melds.forEach((m) => {
          const strip = el("span", "row strip");
          m.forEach((c) => {
            if (c === move.card) return strip.appendChild(Felt.card(c));
            const out = el("button", "tap out");
            out.type = "button";
            out.setAttribute("aria-label", "put back " + Felt.label(c));
            out.setAttribute("data-out", c);
            out.appendChild(Felt.card(c));
            out.addEventListener("click", () => putBack(c));
            strip.appendChild(out);
          });
          laid.appendChild(strip);
        });
        box.appendChild(laid);
        const exposed = seat(move.player).m.flatMap(split);
        if (exposed.length) {
          box.appendChild(el("p", "ask", "from " + move.player + "'s melds"));
          box.appendChild(grid(exposed, (c) => move.player + " moves " + Felt.label(c), toggle, laidOut));
        }
        box.appendChild(el("p", "ask", "from " + move.player + "'s hand"));
        box.appendChild(grid(moves.unseen || [], (c) => move.player + " lays " + Felt.label(c), toggle, laidOut));
        const another = button("Another meld", () => {
          melds.push([]);
          $("refusal").hidden = true;
          draw();
        });
        another.dataset.another = "";
        box.appendChild(another);
        const done = button("Done", () => propose(Object.assign({ op: move.op, player: move.player }, move.card ? { card: move.card } : {},
            { melds: inOrder(melds.filter((m) => m.length)) })), "primary");
        done.dataset.done = move.op;
        box.appendChild(done);
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  /** The hands shown at a concealed deal's end: each player's cards in turn, as many as the frame says they show. */
  function showing() {
    const counts = moves.show;
    const players = Object.keys(counts);
    const shown = {};
    players.forEach((p) => (shown[p] = []));
    let who = players.find((p) => counts[p] > 0) || players[0];
    return {
      draw(box) {
        const tabs = el("div", "tabs");
        players.forEach((p) => {
          const b = button(p + " " + shown[p].length + "/" + counts[p], () => {
            who = p;
            draw();
          }, p === who ? "chosen" : "");
          b.setAttribute("aria-pressed", String(p === who));
          b.dataset.player = p;
          tabs.appendChild(b);
        });
        box.appendChild(tabs);
        box.appendChild(el("p", "ask", "Tap the cards " + who + " shows (" + counts[who] + ")"));
        box.appendChild(row(shown[who]));
        const others = players.filter((p) => p !== who).flatMap((p) => shown[p]);
        box.appendChild(grid((moves.unseen || []).filter((c) => !others.includes(c)), (c) => who + " shows " + Felt.label(c), (c) => {
          const at = shown[who].indexOf(c);
          if (at >= 0) shown[who].splice(at, 1);
          else if (shown[who].length < counts[who]) shown[who].push(c);
          if (shown[who].length === counts[who]) who = players.find((p) => shown[p].length < counts[p]) || who;
          draw();
        }, shown[who]));
        const done = button("Record the hands", () => propose({ op: "show", hands: JSON.parse(JSON.stringify(shown)) }), "primary");
        done.disabled = players.some((p) => shown[p].length !== counts[p]);
        done.dataset.done = "show";
        box.appendChild(done);
        box.appendChild(button("Back", () => choose(null)));
      },
    };
  }

  /** Makes the stock (cards.js draws it) a button that turns up its top card, when that is the move. */
  function stockTappable(words, onTap) {
    const stock = $("table").querySelector(".ct-stock");
    if (!stock) return;
    stock.setAttribute("data-move", "reveal");
    stock.setAttribute("role", "button");
    stock.setAttribute("tabindex", "0");
    stock.setAttribute("aria-label", words);
    stockTap = onTap;
  }

  function stockUntap() {
    stockTap = null;
    const stock = $("table").querySelector(".ct-stock[data-move]");
    if (!stock) return;
    ["data-move", "role", "tabindex", "aria-label"].forEach((a) => stock.removeAttribute(a));
  }

  /** What the table waits for now, in words, from the frame's moves: the reason a tap that makes no move gives. */
  function awaited() {
    if (frame.table.stage === "ended") return "the match is over";
    if (moves.rulingDue !== undefined) return "the call of seq " + moves.rulingDue + " waits for the director's ruling";
    if (moves.dealDue) return moves.actor + " deals first";
    if (moves.exchangeDue) return "the cambio comes first";
    if (moves.show) return "the deal is over: the hands may be shown first";
    const ops = (moves.moves || []).map((m) => m.op).concat((moves.handTakes || []).map(() => "take"));
    const who = moves.actor;
    const centre = deal() && deal().cc;
    if (ops.includes("reveal")) return who + " turns up a card first";
    if (ops.includes("discard")) return who + " discards first";
    const open = ["take", "pass", "reject"].filter((op) => ops.includes(op));
    if (centre && open.length) return who + " " + open.map((op) => VERBS[op]).join(" or ") + " the " + centre + " first";
    return frame.table.next || "no move is open";
  }

  /**
   * Why a tap on the table makes no move, in words, from the frame's moves: whose turn it is and what move is due, or
   * why that card is not the one (null for a tap on no card, stock or meld).
   */
  function whyNot(target) {
    if (!frame) return null;
    const d = deal();
    const card = target.closest(".ct-card");
    const stock = target.closest(".ct-stock, .ct-order");
    if (!card && !stock && !target.closest(".ct-meld, .ct-hand")) return null;
    if (mode) return "not now: finish the move below, or go Back";
    if (pending) return "not now: a move waits for Record (or Cancel)";
    if (!d) return "not now: " + awaited();
    const code = card && card.getAttribute("data-card");
    const that = code ? "the " + code : "that card";
    const seatBox = target.closest(".ct-seat");
    const owner = seatBox && seatBox.getAttribute("data-player");
    const list = moves.moves || [];
    const who = moves.actor;
    if (stock) {
      if (!d.k) return "the stock is empty";
      if (stockTap) return "tap the stock itself to turn up its top card";
      if (list.some((m) => m.op === "reveal")) return "which card did " + who + " turn up? Pick it below";
      return "not now: " + awaited();
    }
    if (target.closest(".ct-waste")) return that + " is in the waste, out of play";
    const discards = list.filter((m) => m.op === "discard");
    if (discards.length) {
      if (owner !== who || target.closest(".ct-melds")) return that + " is not in " + who + "'s hand: " + who + " discards";
      if (!code) return who + "'s hand lies face down: pick the card " + who + " discards below";
      return who + " may not discard the " + code + " now";
    }
    if (target.closest(".ct-slot") && d.cc && list.some((m) => m.op === "pass" || m.op === "reject")) {
      return who + " cannot meld the " + d.cc + " now: " + who + " " + VERBS[list.some((m) => m.op === "pass") ? "pass" : "reject"] + " it";
    }
    if (owner && target.closest(".ct-melds")) return that + " lies in " + owner + "'s melds: not now, " + awaited();
    return "not now: " + awaited();
  }

  function promptWords() {
    if (abandoned) return "The match was abandoned: it records no more moves.";
    if (frame.table.stage === "ended") return "The match is over: " + frame.words + ".";
    if (moves.dealDue) return moves.actor + " deals next.";
    if (moves.exchangeDue) return "The cambio: every player gives one card to the player on their right.";
    if (moves.actor) return moves.actor + " to play.";
    if (moves.show) return "The deal is over: the hands may be shown.";
    return frame.table.next ? "Next: " + frame.table.next + "." : "";
  }

  function draw() {
    // the match's first dealer at the bottom, whichever deal is shown first
    if (!felt) felt = Felt.table($("table"), { bottom: firstDealer });
    felt.show(Felt.view(frame.table), before, moves.actor);
    stockUntap();
    $("prompt").textContent = promptWords();
    controls();
  }

  function header(terms) {
    players = terms.players || [];
    firstDealer = terms.firstDealer;
    $("title").textContent = "Scoring match " + Client.match;
    document.title = "Scoring " + Client.match;
    $("terms").textContent = terms.rules + " · " + (terms.players || []).join(", ") + " · to " + terms.targetWins
        + (terms.targetWins === 1 ? " win" : " wins");
  }

  /**
   * A frame: the table and the moves after its event. A burst of frames (a take and its melds, a move and the
   * deal's end) is drawn once, on the next painted frame.
   */
  function framed(next, id, name) {
    if (name === "abandoned") return given();
    if (frame && next.seq <= frame.seq) return;
    told.push({ seq: next.seq, words: next.words });
    if (told.length > 200) told = told.slice(-100);
    before = frame ? deal() : null;
    frame = next;
    moves = next.moves || { moves: [] };
    seq = next.seq;
    if (drawing) return;
    drawing = requestAnimationFrame(() => {
      drawing = 0;
      mode = null;
      // a move sent is done with once the table has moved past the seq it was sent at: its box goes now, as the table
      // is drawn, and not when its answer comes after its frames, which would shift the page under the scorer's finger
      if (pending && pending.at !== undefined && seq > pending.at) cancel();
      $("terms").dataset.concealed = deal() && deal().c ? "true" : "false";
      $("score").textContent = frame.table.score || "";
      draw();
      drawnSeq = seq;
      // a move waiting for Record was chosen on a table that is no more
      if (pending && pending.at === undefined && seq > pending.chosenAt) outOfDate();
      document.documentElement.setAttribute("data-seq", String(seq));
      if (!document.documentElement.hasAttribute("data-first-paint")) {
        // once the first table is painted: what a scorer waits for, from the start of loading
        requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute("data-first-paint", String(performance.now()))));
      }
    });
  }

  /**
   * The match's terms and its seq, read once; then the frames from the last event on, the officials' (another
   * tablet may record too): each is drawn as it comes.
   */
  async function open() {
    const s = await Client.get(base, { token: token });
    if (s.status === 401) return askToken(token ? "The server did not take this token: type it again." : "");
    if (s.status !== 200) {
      $("prompt").textContent = (s.body && s.body.message) || "The match could not be read (" + s.status + ").";
      return;
    }
    header(s.body.state);
    signer = s.body.signer;
    Felt.marks($("marks"), signer, s.body.abandoned);
    if (!rules) loadRules(s.body.state.rules);
    const now = Number((s.etag || "").replace(/\D/g, ""));
    following = Client.follow(base + "/frames", framed, { token: token, from: Math.max(0, now - 1),
      done: (f, name) => name === "abandoned" || f.event.type === "MatchEnded" });
  }

  /** The match was abandoned, as its stream says, while the page was open or before: marked so, and no move offered. */
  function given() {
    abandoned = true;
    Felt.marks($("marks"), signer, true);
    moves = { moves: [] };
    if (frame) draw();
  }

  async function record() {
    if (!pending) return;
    const sent = pending;
    sent.at = sent.chosenAt;
    $("record").disabled = true;
    const r = await Client.post(base + "/moves", sent.move, {
      token: token, headers: { "If-Match": '"' + sent.at + '"', "Idempotency-Key": sent.key } });
    $("record").disabled = false;
    // the move's frames may have come before its answer, and the next move been proposed while Record was disabled
    if (pending && pending !== sent) $("record").focus();
    const body = r.body || {};
    if (r.status === 200 || r.status === 201) {
      $("refusal").hidden = true;
      // the same move, recorded from elsewhere since it was chosen: the server counts it as that one, and writes nothing
      const events = body.events || [];
      $("note").textContent = body.repeated ? "Recorded already, as seq " + (events.length ? events[events.length - 1].seq : body.seq)
          + ": the same move came from elsewhere meanwhile, and nothing was written again." : "Recorded, seq " + body.seq + ".";
      // the frames of the move may have come first, and the scorer gone on to the next move: that one stays
      if (pending === sent) cancel();
      return;
    }
    if (r.status === 401) return askToken("The server did not take this token: type it again.");
    if (r.status === 422 && body.rule) return refused(body, sent.move);
    if (r.status === 409) {
      // the frames the table missed are on their way, and may have come first: a move proposed since then stays
      $("note").textContent = "The table moved on before this move reached it; nothing was recorded.";
      if (pending === sent) {
        mode = null;
        cancel();
      }
      return;
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

  async function loadRules(profile) {
    const r = await Client.get("/api/rules", { query: { profile: profile } });
    if (r.status === 200 && r.body) rules = r.body.html;
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
    open();
  });
  // a tap on the table that makes no move says why; the stock turns up its card when that is the move. In the capture
  // phase, before the felt's own handler, which may redraw the card tapped
  $("table").addEventListener("click", (e) => {
    if (e.target.closest("[data-tap]")) return;
    if (stockTap && e.target.closest(".ct-stock")) return stockTap();
    const why = whyNot(e.target);
    // a sentence is begun with a capital, but a player's name is written as the player is named
    const named = why && deal() && deal().p.some((p) => why.startsWith(p.n + " "));
    if (why) $("note").textContent = (named ? why : why.charAt(0).toUpperCase() + why.slice(1)) + ".";
  }, true);
  $("table").addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && stockTap && e.target.closest(".ct-stock")) {
      e.preventDefault();
      stockTap();
    }
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

  if (token) open();
  else askToken("");
})();
