"use strict";
/*
 * The server's pages draw a match on the project's card table (cards.js, shared with the replay page) from
 * the state as the API answers it for their viewer; this turns that state into the table's view of a deal.
 * A page may make cards answer a tap (Felt.tappable): the card is then a button for touch and keyboard.
 */
const Felt = (function () {
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  /** What the centre card is open for, or what the table waits for, in words. */
  function centreWords(deal) {
    if (deal.centre) return (deal.centre.forced ? "forced on " : "open to ") + deal.centre.openTo;
    if (deal.taken) return deal.actor + " lays out " + deal.taken;
    if (deal.phase === "over") return "the deal is over" + (deal.result ? ": " + deal.result : "");
    return deal.actor ? deal.actor + " to play" : "";
  }

  /**
   * The table's view of the state's deal (null before the first): seats in order of play, a hand's cards
   * where the viewer may see them, else its count face down. The state names the waste's size only, so the
   * waste is drawn face down.
   */
  function view(state) {
    const deal = state.deal;
    if (!deal) return null;
    const players = state.players.filter((p) => deal.hands[p]);
    return {
      n: deal.number,
      dl: deal.dealer,
      c: deal.concealed || undefined,
      p: players.map((name) => {
        const h = deal.hands[name];
        const seen = h.hand && h.hand.length ? h.hand.join(" ") : undefined;
        return { n: name, z: h.handSize, h: seen, d: h.hand ? h.faceDown || 0 : h.handSize, m: (h.melds || []).map((m) => m.join(" ")) };
      }),
      cc: deal.centre ? deal.centre.card : undefined,
      cw: centreWords(deal),
      k: deal.stock,
      o: deal.stockCards ? deal.stockCards.join(" ") : undefined,
      w: deal.waste ? Array(deal.waste).fill("back").join(" ") : "",
    };
  }

  /**
   * A table in the host: show(state) draws the state, marking the cards its last change moved, and the seat
   * of the player to act.
   */
  function table(host, options) {
    const drawn = ConquianCards.table(host, options || {});
    let before = null;
    let handlers = new Map();
    host.addEventListener("click", (e) => tapped(e.target));
    host.addEventListener("keydown", (e) => {
      if ((e.key === "Enter" || e.key === " ") && tapped(e.target)) e.preventDefault();
    });
    function tapped(target) {
      const card = target && target.closest ? target.closest("[data-tap]") : null;
      const handler = card && handlers.get(card.getAttribute("data-tap"));
      if (handler) handler();
      return !!handler;
    }
    return {
      element: drawn.element,
      show(state) {
        const now = view(state);
        drawn.show(now, before);
        before = now;
        const actor = state.deal && state.deal.actor;
        host.querySelectorAll(".ct-seat").forEach((s) => s.classList.toggle("acting", s.getAttribute("data-player") === actor));
        host.querySelectorAll("[data-tap]").forEach(untap);
        handlers = new Map();
      },
      /** Makes a card shown in a part of the table (a CSS selector within it) a button that does what it says. */
      tappable(selector, code, words, handler) {
        const card = host.querySelector(selector + ' [data-card="' + code + '"]');
        if (!card) return false;
        const id = selector + "|" + code;
        card.setAttribute("data-tap", id);
        card.setAttribute("tabindex", "0");
        card.setAttribute("role", "button");
        card.setAttribute("aria-label", words);
        card.classList.add("tap");
        handlers.set(id, handler);
        return true;
      },
    };
  }

  function untap(card) {
    card.removeAttribute("data-tap");
    card.removeAttribute("tabindex");
    card.setAttribute("role", "img");
    card.setAttribute("aria-label", ConquianCards.label(card.getAttribute("data-card")));
    card.classList.remove("tap");
  }

  /** The score in words: each player's won deals. */
  function score(state) {
    return (state.players || []).map((p) => p + " " + ((state.wins || {})[p] || 0)).join(" · ");
  }

  return { view: view, table: table, score: score, el: el, card: (code) => ConquianCards.card(code), label: (code) => ConquianCards.label(code) };
})();
