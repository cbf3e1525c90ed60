"use strict";
/*
 * The server's pages draw a match on the project's card table (cards.js, shared with the replay page) from frames:
 * each frame's table carries the deal as cards.js draws it, made by the library for the page's viewer. This adds
 * what the scorer needs beside it: a card on the table that answers a tap (Felt.tappable), a button for touch and
 * keyboard.
 */
const Felt = (function () {
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  /** A table in the host: show(view, before) draws a frame's deal, marking the cards moved since before. */
  function table(host, options) {
    // of the stock's order, which the scorer sees in a known deal, the top cards large enough to read
    const drawn = ConquianCards.table(host, Object.assign({ stockShown: 5 }, options));
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
      show(view, before, actor) {
        drawn.show(view || null, before || null);
        host.querySelectorAll(".ct-seat").forEach((s) => s.classList.toggle("acting", !!actor && s.getAttribute("data-player") === actor));
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

  /**
   * How a match stands beyond its moves, in a box of marks: signed by a key (the first 16 hex digits of the public key
   * its MatchStarted names, the whole key on hover, to check against the key the club publishes), abandoned.
   */
  function marks(box, signer, abandoned) {
    const shown = [];
    if (signer) {
      const signed = el("span", "mark signed", "signed by key " + signer.slice(0, 16) + "…");
      signed.title = "signed by the key " + signer;
      signed.setAttribute("data-signer", signer);
      shown.push(signed);
    }
    if (abandoned) shown.push(el("span", "mark abandoned", "abandoned"));
    box.replaceChildren(...shown);
  }

  return { table: table, el: el, marks: marks, card: (code) => ConquianCards.card(code), label: (code) => ConquianCards.label(code),
    view: (table) => ConquianCards.view(table) };
})();
