"use strict";
/* Moves and events in short words, for the scorer's buttons and the live table's list of what was played. */
const Words = (function () {
  function melds(list) {
    return (list || []).map((m) => m.join("-")).join(" ");
  }

  /** A move request, as the scorer's page confirms it before recording. */
  function move(m) {
    switch (m.op) {
      case "deal": return "deal the next hand";
      case "reveal": return m.player + " turns up " + m.card;
      case "take": return m.player + " takes " + m.card + (m.melds ? ": " + melds(m.melds) : "");
      case "pass": return m.player + " passes " + m.card;
      case "reject": return m.player + " rejects " + m.card;
      case "force": return m.player + " forces " + m.card + " on " + m.target;
      case "discard": return m.player + " discards " + m.card;
      case "exchange": return m.cards
        ? "the cambio: " + Object.keys(m.cards).map((p) => p + " gives " + m.cards[p]).join(", ")
        : "the cambio is made, face down";
      case "show": return m.hands
        ? "the hands shown: " + Object.keys(m.hands).map((p) => p + " " + (m.hands[p].join(" ") || "nothing")).join(", ")
        : "the hands are not shown";
      default: return m.op;
    }
  }

  /** An event as the viewer got it (a player's stream leaves out what they may not know). */
  function event(e) {
    switch (e.type) {
      case "MatchStarted": return "the match starts: " + e.players.join(", ") + " play " + e.rules + ", " + e.firstDealer + " deals first";
      case "DealStarted": return "deal " + e.deal + ": " + e.dealer + " deals" + (e.concealed ? ", face down" : "");
      case "StockCardRevealed": return e.player + " turns up " + e.card;
      case "CardTaken": return e.player + " takes " + e.card;
      case "MeldsRearranged": return e.player + " lays out " + melds(e.melds);
      case "CardPassed": return e.player + " passes " + e.card;
      case "CardRejected": return e.player + " rejects " + e.card;
      case "CardForced": return e.player + " forces " + e.card + " on " + e.target;
      case "CardDiscarded": return e.player + " discards " + e.card;
      case "CardsExchanged": return e.cards
        ? "the cambio: " + Object.keys(e.cards).map((p) => p + " gives " + e.cards[p]).join(", ")
        : "the cambio, face down";
      case "HandsShown": return "the hands shown: " + Object.keys(e.hands).map((p) => p + " " + (e.hands[p].join(" ") || "nothing")).join(", ");
      case "DealEnded": return "deal " + e.deal + " ends: " + (e.winner ? "won by " + e.winner : e.result);
      case "MatchEnded": return "the match ends: " + (e.winner ? e.winner + " wins" : "no winner");
      default: return e.type;
    }
  }

  return { move: move, event: event, melds: melds };
})();
