/*
 * cards.js: the cards and the card table of conquian, for the replay page and the server's pages alike.
 * Self-contained: it draws its own SVG cards, as images in data: addresses (a page's Content-Security-Policy
 * needs img-src data:), and fetches nothing (no file, font or image from elsewhere); the table's look is in
 * table.css, which goes beside it.
 *
 *   ConquianCards.label("TH")    "ten of hearts": the codes are rank then suit, T the ten
 *   ConquianCards.card("7H")     a new img element (class ct-card, data-card 7H, alt "seven of hearts"); card("back") is a card face down
 *   const table = ConquianCards.table(element, { bottom: "ana", viewer: "ana", stockShown: 5 })
 *       draws an empty table into element; the seats go round it in order of play, bottom's seat at the
 *       bottom (else the first dealer's), viewer's seat marked as the one whose view this is; of the stock's
 *       order, when the view has it, stockShown cards from the top (all when not given), then how many more
 *   ConquianCards.view(frame.table)   the view a frame's table shows: its deal, else its seats, else null
 *   table.show(view, before)
 *       the table at view (null: an empty table); redraws only the parts that differ from what it shows, and
 *       marks the cards that moved since before, the view one event earlier (none when it is another deal)
 *
 * A view is a deal at one moment, as a frame's table holds it (its "deal", which the library writes):
 *   { n: the deal's number, dl: its dealer, c: true when it is dealt face down (concealed),
 *     p: [{ n: name, z: cards in hand, h: "7H 2C" the hand when seen, d: cards face down, m: ["4C 5C 6C", ...],
 *           t: in a partnership the team, "ana & cruz", whose melds lie at the first's seat, ms: at the partner's, that seat }]
 *        in order of play,
 *     cc: the centre card, cw: in words, what it is open for, r: once the deal is over, how it ended, k: cards in the stock,
 *     o: the stock's cards top first when seen, w: the waste, first rejected first,
 *     x: 2 with two packs, where a card code may lie in two places at once }
 * or, before the first deal, the seats it is waited for at, as a frame's table holds them (its "seats"), a view with no
 * deal's number and no cards:
 *   { dl: who deals first, p: [{ n: name, t: in a partnership the team }] in order of play, cw: what the table waits for }
 *   drawn as the empty table, each seat a place by its player's name, and where the stock, the centre card and the
 *   waste will lie said in words.
 */
"use strict";
(function (global) {
  const NS = "http://www.w3.org/2000/svg";
  const RANKS = { A: "ace", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
    T: "ten", J: "jack", Q: "queen", K: "king" };
  const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };
  // suits differ by shape, not by colour alone; drawn in a 100 x 100 box
  const SHAPES = {
    H: '<path d="M50 90C22 68 4 50 8 30C11 14 30 8 42 18C46 21 48 25 50 29C52 25 54 21 58 18C70 8 89 14 92 30C96 50 78 68 50 90Z"/>',
    D: '<path d="M50 4L86 50L50 96L14 50Z"/>',
    C: '<circle cx="50" cy="27" r="19"/><circle cx="27" cy="56" r="19"/><circle cx="73" cy="56" r="19"/><path d="M44 50L56 50L62 94L38 94Z"/>',
    S: '<path d="M50 6C74 30 94 44 92 62C90 78 70 82 56 70L62 94L38 94L44 70C30 82 10 78 8 62C6 44 26 30 50 6Z"/>',
  };
  // where the pips of a numbered card lie, as [column, row] on a 60 x 84 card: the layouts of a real pack
  const L = 21, C = 30, R = 39;
  const PIPS = {
    2: [[C, 18], [C, 66]], 3: [[C, 18], [C, 42], [C, 66]],
    4: [[L, 18], [R, 18], [L, 66], [R, 66]], 5: [[L, 18], [R, 18], [C, 42], [L, 66], [R, 66]],
    6: [[L, 18], [R, 18], [L, 42], [R, 42], [L, 66], [R, 66]],
    7: [[L, 18], [R, 18], [C, 30], [L, 42], [R, 42], [L, 66], [R, 66]],
    8: [[L, 18], [R, 18], [C, 30], [L, 42], [R, 42], [C, 54], [L, 66], [R, 66]],
    9: [[L, 18], [R, 18], [L, 34], [R, 34], [C, 42], [L, 50], [R, 50], [L, 66], [R, 66]],
    T: [[L, 18], [R, 18], [C, 26], [L, 34], [R, 34], [L, 50], [R, 50], [C, 58], [L, 66], [R, 66]],
  };
  const CROWNS = {
    K: '<path d="M21 23V14l4.5 4.5L30 12l4.5 6.5L39 14v9z" fill="#e4b73c" stroke="#7a5a0c" stroke-width=".7"/>',
    Q: '<path d="M22 23c0-5 1-8 2-9l3 5 3-7 3 7 3-5c1 1 2 4 2 9z" fill="#e4b73c" stroke="#7a5a0c" stroke-width=".7"/>'
      + '<circle cx="30" cy="11.5" r="1.6" fill="#c0182b"/>',
    J: '<path d="M21 23c1-6 5-9 11-9l7 3-1 6z" fill="COLOUR" stroke="#222" stroke-width=".6"/><path d="M36 15c3-4 6-4 8-3" fill="none" stroke="#e4b73c" stroke-width="1.6"/>',
  };
  const FONT = 'font-family="Arial,Helvetica,\'Liberation Sans\',sans-serif" font-weight="700"';

  function label(code) {
    return (RANKS[code[0]] || code) + " of " + (SUITS[code[1]] || "?");
  }

  /** The diagonal lattice of a card's back, drawn as lines cut to its rectangle. */
  function lattice(x0, y0, x1, y1, step) {
    let d = "";
    for (let c = x0 - y1 + step; c < x1 - y0; c += step) {
      // the line y = x - c, and its mirror, within the rectangle
      const a = Math.max(x0, y0 + c), b = Math.min(x1, y1 + c);
      d += "M" + a + " " + (a - c) + "L" + b + " " + (b - c);
      d += "M" + (x0 + x1 - a) + " " + (a - c) + "L" + (x0 + x1 - b) + " " + (b - c);
    }
    return d;
  }

  /** A suit's shape centred at x, y, size wide; upside down in a card's lower half, as printed. */
  function pip(suit, x, y, size, colour) {
    const h = size / 2;
    return '<g fill="' + colour + '" transform="translate(' + (x - h) + " " + (y - h) + ") scale(" + size / 100 + ")"
      + (y > 42 ? " rotate(180 50 50)" : "") + '">' + SHAPES[suit] + "</g>";
  }

  const BACK = '<rect x=".5" y=".5" width="59" height="83" rx="5" fill="#fff" stroke="#9a9a9a"/>'
    + '<rect x="4" y="4" width="52" height="76" rx="3" fill="#1d4f8c"/><path d="' + lattice(4, 4, 56, 80, 6) + '" stroke="#8fb0dc" stroke-width="1"/>'
    + '<rect x="4" y="4" width="52" height="76" rx="3" fill="none" stroke="#163d6c" stroke-width="1.2"/>'
    + '<rect x="9" y="9" width="42" height="66" rx="2" fill="none" stroke="#e8eef7" stroke-width=".8" opacity=".7"/>';

  /** The face of one card: corner indices at top left and, turned, bottom right; pips, or a court figure. */
  function face(code) {
    const rank = code[0], suit = code[1];
    const colour = suit === "H" || suit === "D" ? "#c0182b" : "#1a1a1a";
    const printed = rank === "T" ? "10" : rank;
    const index = '<text x="7.5" y="16" text-anchor="middle" ' + FONT + ' font-size="' + (printed.length > 1 ? 12 : 15)
      + '" letter-spacing="' + (printed.length > 1 ? -1 : 0) + '" fill="' + colour + '">' + printed + "</text>"
      + pip(suit, 7.5, 24, 10, colour);
    let middle = "";
    if (rank === "A") {
      middle = pip(suit, 30, 42, 30, colour);
    } else if (PIPS[rank]) {
      middle = PIPS[rank].map(([x, y]) => pip(suit, x, y, 11, colour)).join("");
    } else {
      const half = CROWNS[rank].replace("COLOUR", colour)
        + '<text x="30" y="37" text-anchor="middle" ' + FONT + ' font-size="14" fill="' + colour + '">' + rank + "</text>"
        + pip(suit, 40.5, 30.5, 7, colour);
      middle = '<rect x="14" y="8" width="32" height="68" rx="2" fill="#fbf1d6" stroke="' + colour + '" stroke-width=".8"/>'
        + half + '<g transform="rotate(180 30 42)">' + half + "</g>"
        + '<path d="M14 42H46" stroke="' + colour + '" stroke-width=".6"/>';
    }
    return '<rect x=".5" y=".5" width="59" height="83" rx="5" fill="#fffefa" stroke="#9a9a9a"/>'
      + index + '<g transform="rotate(180 30 42)">' + index + "</g>" + middle;
  }

  const made = {};

  /**
   * A card's element: an image of its drawing, an SVG document in a data: address (so that a page of many cards
   * styles and lays out one element per card, and the browser draws each card once), built once per code, then cloned.
   */
  function card(code) {
    let img = made[code];
    if (!img) {
      const back = code === "back";
      img = document.createElement("img");
      img.className = back ? "ct-card ct-back" : "ct-card";
      img.draggable = false;
      img.setAttribute("alt", back ? "" : label(code));
      if (back) img.setAttribute("aria-hidden", "true");
      else img.setAttribute("data-card", code);
      img.setAttribute("src", "data:image/svg+xml," + encodeURIComponent('<svg xmlns="' + NS + '" width="60" height="84" viewBox="0 0 60 84">'
        + (back ? BACK : face(code)) + "</svg>"));
      made[code] = img;
    }
    return img.cloneNode(true);
  }

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function split(codes) {
    return codes ? codes.split(" ") : [];
  }

  /** Makes a box's children these nodes, moving as few as it can: a step takes or adds a card or two. */
  function arrange(box, nodes) {
    const keep = new Set(nodes);
    for (let child = box.firstChild; child;) {
      const next = child.nextSibling;
      if (!keep.has(child)) child.remove();
      child = next;
    }
    let child = box.firstChild;
    for (const node of nodes) {
      if (node === child) child = child.nextSibling;
      else box.insertBefore(node, child);
    }
  }

  /** The melds' keys: a meld's cards, and a count after a second meld of the same cards (two packs make them possible). */
  function meldKeys(melds) {
    const seen = {};
    return melds.map((m) => (seen[m] = (seen[m] || 0) + 1) > 1 ? m + "#" + seen[m] : m);
  }

  /**
   * The key of a card's element in a box of the table: its code, which lies in one place at a time; with two packs the
   * box and the copy's count in it too, as the two copies of a code may lie in two places (or one) at once.
   */
  function keyer(view, box) {
    const count = {};
    return (code) => view && view.x ? code + "@" + box + "#" + (count[code] = (count[code] || 0) + 1) : code;
  }

  const placed = new WeakMap();

  /**
   * Each card that shows: its code, where it lies (a hand, a player's melds, the centre, the waste or the stock) and the
   * key of its element.
   */
  function places(view) {
    if (placed.has(view)) return placed.get(view);
    const at = [];
    placed.set(view, at);
    const put = (codes, where, box) => {
      const key = keyer(view, box);
      codes.forEach((code) => at.push({ code, where, key: key(code) }));
    };
    view.p.forEach((p) => {
      put(split(p.h), "h:" + p.n, "h:" + p.n);
      meldKeys(p.m).forEach((m, i) => put(split(p.m[i]), "m:" + p.n, "m:" + p.n + ":" + m));
    });
    if (view.cc) put([view.cc], "c", "c");
    put(split(view.w), "w", "w");
    put(split(view.o), "s", "s");
    return at;
  }

  /**
   * The cards the last event moved, as their places list them: in a new place, or come from out of sight to the centre,
   * melds or waste. With two packs a code's copies are matched place by place, those that stayed first.
   */
  function movedCards(view, before) {
    if (!view || !before || before.n !== view.n) return [];
    const was = new Map();
    places(before).forEach((e) => (was.get(e.code) || was.set(e.code, []).get(e.code)).push(e.where));
    const now = new Map();
    places(view).forEach((e) => (now.get(e.code) || now.set(e.code, []).get(e.code)).push(e));
    const cards = [];
    now.forEach((copies, code) => {
      const left = (was.get(code) || []).slice();
      const arrived = copies.filter((e) => {
        const i = left.indexOf(e.where);
        if (i >= 0) left.splice(i, 1);
        return i < 0;
      });
      arrived.forEach((e) => {
        if (left.length > 0 || e.where[0] !== "h" && e.where !== "s") cards.push(e);
        left.shift();
      });
    });
    return cards.length <= 12 ? cards : [];
  }

  function seat(name) {
    // plain elements only, so that no style of the page around the table reaches into it
    const box = el("div", "ct-seat");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", name + "'s seat");
    box.setAttribute("data-player", name);
    const plate = el("div", "ct-plate");
    const who = el("span", "ct-name", name);
    const role = el("span", "ct-role");
    const count = el("span", "ct-count");
    const team = el("span", "ct-team");
    plate.append(who, role, count, team);
    const hand = el("div", "ct-fan ct-hand");
    hand.setAttribute("role", "group");
    hand.setAttribute("aria-label", name + "'s hand");
    const melds = el("div", "ct-melds");
    melds.setAttribute("role", "group");
    melds.setAttribute("aria-label", name + "'s melds");
    box.append(plate, hand, melds);
    return { box, role, count, team, hand, melds, shown: {} };
  }

  function table(host, options) {
    options = options || {};
    host.classList.add("ct-host");
    const root = el("div", "ct-table");
    const stock = el("div", "ct-stock");
    const pile = el("div", "ct-pile");
    const tally = el("div", "ct-tally");
    tally.setAttribute("aria-hidden", "true");
    pile.appendChild(tally);
    const stockCount = el("div", "ct-label");
    stock.append(pile, stockCount);
    const centre = el("div", "ct-centre");
    const slot = el("div", "ct-slot");
    slot.setAttribute("aria-label", "the centre card");
    const words = el("div", "ct-words");
    const result = el("div", "ct-result");
    result.setAttribute("role", "status");
    centre.append(slot, words, result);
    const waste = el("div", "ct-waste");
    const wasteFan = el("div", "ct-fan ct-fit");
    wasteFan.setAttribute("aria-label", "the waste");
    const wasteCount = el("div", "ct-label");
    waste.append(wasteFan, wasteCount);
    const order = el("div", "ct-order");
    const orderFan = el("div", "ct-fan ct-fit");
    orderFan.setAttribute("aria-label", "the stock, top first");
    const orderMore = el("div", "ct-label ct-more");
    order.append(el("div", "ct-label", "the stock, top first"), orderFan, orderMore);
    root.append(stock, centre, waste, order);
    host.replaceChildren(root);
    // the melds are fitted to their seat again when the table is drawn at another size (a tablet turned)
    if (global.ResizeObserver) new ResizeObserver(() => seats && seats.forEach(fitMelds)).observe(root);

    // a card lies in one place at a time, so the table keeps one element per card and moves it from place to place; with
    // two packs, one per copy in each box (keyer)
    const faces = new Map();
    let drawing = null;
    const face = (code, key) => faces.get(key) || faces.set(key, card(code)).get(key);

    /** Fills a fan with cards, and tells the style how many it holds so that it can overlap them to fit; place names the box. */
    function fan(box, codes, down, place) {
      const key = keyer(drawing, place);
      const nodes = codes.map((code) => face(code, key(code)));
      const backs = box.backs || (box.backs = []);
      while (backs.length < (down || 0)) backs.push(card("back"));
      for (let i = 0; i < (down || 0); i++) nodes.push(backs[i]);
      const n = String(Math.max(nodes.length, 2));
      if (box.style.getPropertyValue("--n") !== n) box.style.setProperty("--n", n);
      arrange(box, nodes);
    }

    let seats = null;
    let seated = "";
    let firstDealer = null;
    let marked = [];
    const shown = {};

    /** Sets a part only when what it shows has changed. */
    function changed(part, value) {
      if (shown[part] === value) return false;
      shown[part] = value;
      return true;
    }

    /** The seats in order of play, turned so that the bottom player comes first: then right, top, left. */
    function seatAll(view) {
      const names = view.p.map((p) => p.n);
      if (!firstDealer) firstDealer = view.dl;
      const bottom = names.includes(options.bottom) ? options.bottom : firstDealer;
      const turn = Math.max(0, names.indexOf(bottom));
      const round = names.slice(turn).concat(names.slice(0, turn));
      const key = round.join(" ");
      if (key === seated) return;
      seated = key;
      if (seats) seats.forEach((s) => s.box.remove());
      seats = new Map();
      // partners sit opposite: four seats go round bottom, right, top, left
      const spots = round.length === 2 ? ["bottom", "top"] : round.length === 3 ? ["bottom", "right", "left"] : ["bottom", "right", "top", "left"];
      round.forEach((name, i) => {
        const s = seat(name);
        s.box.classList.add("ct-" + spots[i]);
        if (name === options.viewer) s.box.classList.add("ct-viewer");
        seats.set(name, s);
        root.appendChild(s.box);
      });
      root.className = "ct-table ct-players-" + round.length;
    }

    function showSeat(s, p, dealer) {
      if (s.shown.dl !== (p.n === dealer)) {
        s.shown.dl = p.n === dealer;
        s.role.textContent = s.shown.dl ? "dealer" : "";
      }
      const melded = p.m.reduce((n, m) => n + split(m).length, 0);
      const count = p.z + (p.z === 1 ? " card" : " cards") + " in hand" + (melded ? " · " + melded + " melded" : "");
      if (s.shown.count !== count) s.count.textContent = s.shown.count = count;
      const team = p.t ? "team " + p.t + (p.ms ? " · melds at " + p.ms + "'s seat" : "") : "";
      if (s.shown.team !== team) {
        s.team.textContent = s.shown.team = team;
        // a partner whose team's melds lie at the other seat has no row for melds: the room goes to the cards
        s.box.classList.toggle("ct-partner", !!p.ms);
      }
      const hand = (p.h || "") + "|" + p.d;
      if (s.shown.hand !== hand) {
        s.shown.hand = hand;
        fan(s.hand, split(p.h), p.d, "h:" + p.n);
        s.hand.setAttribute("aria-label", p.n + "'s hand: " + (p.h ? split(p.h).map(label).join(", ") : "")
          + (p.d ? (p.h ? ", and " : "") + p.d + " face down" : p.h ? "" : "no cards"));
        s.hand.toggleAttribute("data-down", p.d > 0);
      }
      const melds = p.m.join("/");
      if (s.shown.melds !== melds) {
        s.shown.melds = melds;
        s.melds.setAttribute("aria-label", (p.t ? "the melds of " + p.t : p.n + "'s melds") + (p.ms ? ", at " + p.ms + "'s seat" : ""));
        const boxes = new Map();
        s.melds.childNodes.forEach((box) => boxes.set(box.getAttribute("data-meld"), box));
        const keys = meldKeys(p.m);
        arrange(s.melds, p.m.map((m, i) => {
          let box = boxes.get(keys[i]);
          if (!box) {
            box = el("div", "ct-fan ct-meld");
            box.setAttribute("data-meld", keys[i]);
            fan(box, split(m), 0, "m:" + p.n + ":" + keys[i]);
          }
          return box;
        }));
        fitMelds(s);
      }
    }

    /**
     * How much of each meld card shows beside the next (--v, of its width): half where the seat's melds fit so in the
     * rows of its melds, less where they would not, down to the corner's rank and suit (.3); a long run or a team's many
     * melds overlap more rather than wrap out of their rows. Where even so they would not fit (a team's nine melds in half
     * the table), its meld cards are drawn smaller (--ms, of their size) while they stay 32 px wide, and then the seat
     * takes the rows of melds it needs (--mrows), rather than lay them over the stock below.
     */
    function fitMelds(s) {
      const first = s.melds.querySelector(".ct-card");
      if (!first || s.box.hidden) return;
      // measured at the seat's own rows and its cards' full size, as the table's style has them (rows added before are
      // taken out first: a rare seat's, so that a step of the replay lays out nothing more)
      if (s.box.style.getPropertyValue("--mrows")) s.box.style.removeProperty("--mrows");
      const drawn = Number(s.melds.style.getPropertyValue("--ms") || 1);
      const width = s.melds.clientWidth;
      const height = s.melds.clientHeight;
      const w = first.offsetWidth / drawn;
      const h = first.offsetHeight / drawn;
      const sizes = [...s.melds.children].map((meld) => meld.childElementCount);
      const rowsOf = (k) => Math.max(1, Math.floor(height / (h * k + 4)));
      const needed = (v, k) => {
        let row = 1;
        let used = 0;
        sizes.forEach((n) => {
          const need = (w + (n - 1) * v * w) * k;
          if (used > 0 && used + 10 + need > width) {
            row++;
            used = 0;
          }
          used += (used > 0 ? 10 : 0) + need;
        });
        return used <= width ? row : row + 1;
      };
      let v = .5;
      while (v > .3 && needed(v, 1) > rowsOf(1)) v -= .02;
      let k = 1;
      while (k - .05 >= Math.min(1, 32 / w) && needed(v, k) > rowsOf(k)) k -= .05;
      if (needed(v, k) > rowsOf(k)) {
        // more rows, of cards of their full size, each showing as much as those rows allow
        const rows = needed(.3, 1);
        k = 1;
        v = .5;
        while (v > .3 && needed(v, 1) > rows) v -= .02;
        s.box.style.setProperty("--mrows", String(rows));
      }
      [["--v", v], ["--ms", k]].forEach(([name, value]) => {
        if (s.melds.style.getPropertyValue(name) !== value.toFixed(2)) s.melds.style.setProperty(name, value.toFixed(2));
      });
    }

    /**
     * The table before its first deal: each seat a place by its player's name, who deals first, where the stock, the
     * centre card and the waste will lie, and at the centre the view's words, what the table waits for.
     */
    function waiting(view) {
      seatAll(view);
      // seated anew, the table's classes were set afresh
      root.classList.add("ct-empty", "ct-waiting");
      view.p.forEach((p) => {
        const s = seats.get(p.n);
        s.box.hidden = false;
        s.role.textContent = p.n === view.dl ? "deals first" : "";
        s.count.textContent = "";
        s.team.textContent = p.t ? "team " + p.t : "";
        s.hand.replaceChildren(el("div", "ct-place", p.n + "'s place: the hand is dealt here"));
        s.melds.replaceChildren();
        // drawn anew by the first deal
        s.shown = {};
      });
      slot.replaceChildren(el("div", "ct-place", "the centre card"));
      words.textContent = view.cw;
      stockCount.textContent = "the stock lies here";
      wasteCount.textContent = "the waste lies here";
    }

    function show(view, before) {
      marked.forEach((c) => c.classList.remove("ct-moved"));
      marked = [];
      const dealt = !!view && view.n !== undefined;
      root.classList.toggle("ct-empty", !dealt);
      root.classList.toggle("ct-waiting", !!view && !dealt);
      if (!dealt) {
        if (seats) seats.forEach((s) => s.box.hidden = true);
        ["centre", "stock", "waste", "order", "words", "result"].forEach((part) => changed(part, null));
        slot.replaceChildren();
        pile.replaceChildren(tally);
        wasteFan.replaceChildren();
        orderFan.replaceChildren();
        words.textContent = result.textContent = stockCount.textContent = wasteCount.textContent = orderMore.textContent = tally.textContent = "";
        if (view) waiting(view);
        return;
      }
      drawing = view;
      seatAll(view);
      view.p.forEach((p) => {
        const s = seats.get(p.n);
        s.box.hidden = false;
        showSeat(s, p, view.dl);
      });
      root.classList.toggle("ct-concealed", !!view.c);
      if (changed("centre", view.cc || "")) slot.replaceChildren(...(view.cc ? [face(view.cc, keyer(view, "c")(view.cc))] : []));
      const said = view.cw || (view.cc || view.r ? "" : "no card in the centre");
      if (changed("words", said)) words.textContent = said;
      // the deal's end names its winner (or says drawn, or void) where the centre card lay
      if (changed("result", view.r || "")) {
        result.textContent = view.r || "";
        root.classList.toggle("ct-over", !!view.r);
      }
      if (changed("stock", view.k)) {
        // a stack as thick as the cards left (a layer a few cards), its count on it: a pile of backs is read by its number
        fan(pile, [], view.k > 0 ? 1 : 0, "k");
        pile.appendChild(tally);
        tally.textContent = view.k > 0 ? String(view.k) : "";
        pile.setAttribute("data-left", String(view.k));
        pile.style.setProperty("--depth", String(Math.min(6, Math.ceil(view.k / 4))));
        stockCount.textContent = "stock · " + view.k + " left";
      }
      root.classList.toggle("ct-ordered", view.o !== undefined);
      if (changed("order", view.o || "")) {
        // the stock's order, seen by the officials: its top cards, and how many lie under them
        const cards = split(view.o);
        const shownCards = options.stockShown === undefined ? cards.length : options.stockShown;
        fan(orderFan, cards.slice(0, shownCards), 0, "s");
        orderMore.textContent = cards.length > shownCards ? "and " + (cards.length - shownCards) + " more" : "";
      }
      if (changed("waste", view.w || "")) {
        const wasted = split(view.w);
        fan(wasteFan, wasted, 0, "w");
        wasteCount.textContent = "waste · " + wasted.length + (wasted.length === 1 ? " card" : " cards");
      }
      movedCards(view, before).forEach((e) => {
        const shownCard = faces.get(e.key);
        if (shownCard && shownCard.isConnected) {
          shownCard.classList.add("ct-moved");
          marked.push(shownCard);
        }
      });
    }

    return { show, element: root };
  }

  /** The view a frame's table shows: its deal, or before the first deal the seats it is waited for at; null for none. */
  function view(table) {
    return (table && (table.deal || table.seats)) || null;
  }

  global.ConquianCards = { label, card, table, view };
})(window);
