"use strict";
(function () {
  const D = JSON.parse(document.getElementById("data").textContent);
  const F = D.frames;
  const NS = "http://www.w3.org/2000/svg";
  const last = F.length - 1;
  const $ = (id) => document.getElementById(id);
  let at = -1;

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  const drawn = {};

  /** A card's drawing, built once per code and cloned after: stepping redraws many cards. */
  function card(code) {
    let svg = drawn[code];
    if (!svg) {
      svg = document.createElementNS(NS, "svg");
      svg.setAttribute("class", "card");
      svg.setAttribute("viewBox", "0 0 60 84");
      svg.setAttribute("role", "img");
      svg.setAttribute("aria-label", D.labels[code] || code);
      svg.setAttribute("data-card", code);
      const use = document.createElementNS(NS, "use");
      use.setAttribute("href", "#card-" + code);
      svg.appendChild(use);
      drawn[code] = svg;
    }
    return svg.cloneNode(true);
  }

  function backs(count) {
    const box = el("span", "cards backs");
    box.setAttribute("role", "img");
    box.setAttribute("aria-label", count + (count === 1 ? " card" : " cards") + " face down");
    box.setAttribute("data-down", String(count));
    for (let i = 0; i < count; i++) {
      const svg = document.createElementNS(NS, "svg");
      svg.setAttribute("class", "card back");
      svg.setAttribute("viewBox", "0 0 60 84");
      svg.setAttribute("aria-hidden", "true");
      const use = document.createElementNS(NS, "use");
      use.setAttribute("href", "#card-back");
      svg.appendChild(use);
      box.appendChild(svg);
    }
    return box;
  }

  function cards(codes, cls) {
    const box = el("span", cls || "cards");
    if (codes) codes.split(" ").forEach((code) => box.appendChild(card(code)));
    return box;
  }

  function player(p, table) {
    const box = el("section", "player" + (p.n === D.viewer ? " viewer" : ""));
    box.setAttribute("data-player", p.n);
    const title = el("h3", null, p.n + (p.n === table.dl ? " (dealer)" : "") + " ");
    title.appendChild(el("span", "count", p.z + (p.z === 1 ? " card" : " cards") + " in hand, " + p.m.reduce((n, m) => n + m.split(" ").length, 0) + " melded"));
    box.appendChild(title);
    const row = el("div", "row");
    const hand = el("div", "cards hand");
    hand.setAttribute("aria-label", p.n + "'s hand");
    if (p.h) hand.appendChild(cards(p.h));
    if (p.d > 0) {
      hand.appendChild(backs(p.d));
      hand.appendChild(el("span", "down", p.d + " face down"));
    }
    if (!p.h && p.d === 0) hand.appendChild(el("span", "none", "no cards in hand"));
    row.appendChild(hand);
    const melds = el("div", "cards melds");
    melds.setAttribute("aria-label", p.n + "'s melds");
    p.m.forEach((m) => {
      const meld = cards(m, "meld");
      meld.setAttribute("data-meld", m);
      melds.appendChild(meld);
    });
    row.appendChild(melds);
    box.appendChild(row);
    return box;
  }

  function clear(node) {
    while (node.firstChild) node.removeChild(node.firstChild);
  }

  const shown = {};

  /** Sets a part of the page only when what it shows has changed since the last frame. */
  function changed(part, value) {
    if (shown[part] === value) return false;
    shown[part] = value;
    return true;
  }

  function cardsInto(id, codes, cls) {
    const box = $(id);
    clear(box);
    if (codes) box.appendChild(cards(codes, cls));
  }

  function render(i) {
    const f = F[i];
    const t = f.t;
    $("seq").textContent = f.q === null || f.q === undefined ? (i === 0 ? "start:" : "") : "seq " + f.q + ":";
    $("words").textContent = f.e;
    $("event").classList.toggle("faulty", !!f.f);
    $("fault").hidden = !f.f;
    $("deal-name").textContent = t ? "Deal " + t.n + " · " + t.dl + " deals" + (t.c ? " · face down" : "") + " ·" : "";
    $("score").textContent = f.s ? "score: " + f.s : "";
    const players = $("players");
    const seats = t ? t.p.map((p) => p.n).join(" ") + "|" + t.dl : "";
    if (changed("seats", seats)) {
      clear(players);
      if (t) t.p.forEach((p) => players.appendChild(el("section")));
    }
    if (t) {
      t.p.forEach((p, k) => {
        if (changed("player" + k, JSON.stringify(p))) players.replaceChild(player(p, t), players.children[k]);
      });
    }
    if (changed("centre", t && t.cc ? t.cc : "")) cardsInto("centre-card", t && t.cc);
    $("centre-words").textContent = t ? t.cw || (t.cc ? "" : "no card in the centre") : "";
    $("stock-count").textContent = t ? t.k + " left" + (t.o !== undefined && t.k > 0 ? ", top first:" : t.c ? "" : D.viewer ? " (order hidden)" : "") : "";
    if (changed("stock", t && t.o ? t.o : "")) cardsInto("stock-cards", t && t.o, "small");
    const wasted = t && t.w ? t.w.split(" ").length : 0;
    $("waste-count").textContent = t ? wasted + (wasted === 1 ? " card" : " cards") : "";
    if (changed("waste", t && t.w ? t.w : "")) cardsInto("waste-cards", t && t.w, "small");
    if (changed("next", f.x || "")) {
      const next = $("next");
      clear(next);
      if (f.x) {
        next.appendChild(el("b", null, "Next: "));
        next.appendChild(document.createTextNode(f.x));
      }
    }
    $("slider").value = String(i);
    $("position").textContent = "event " + Math.min(i, D.events) + " of " + D.events + (f.f ? ", then the faulty event" : "");
    $("first").disabled = $("prev").disabled = i === 0;
    $("last").disabled = $("next-step").disabled = i === last;
    const deal = t ? t.n : 0;
    if (changed("deal", deal)) {
      document.querySelectorAll("#deals button").forEach((b) => b.setAttribute("aria-current", String(Number(b.dataset.deal) === deal)));
    }
    document.documentElement.setAttribute("data-at", String(i));
  }

  function address(i) {
    const f = F[i];
    if (f.f) return F.findIndex((g) => g.q === f.q) === i && f.q !== null ? "#seq=" + f.q : "#fault";
    return "#seq=" + (i === 0 ? 0 : f.q);
  }

  let addressing = 0;

  function go(i) {
    i = Math.max(0, Math.min(last, i));
    if (i === at) return;
    at = i;
    render(i);
    // the address follows once stepping pauses: browsers throttle a page that rewrites it on every key held down
    clearTimeout(addressing);
    addressing = setTimeout(() => {
      const hash = address(at);
      if (location.hash !== hash) history.replaceState(null, "", hash);
    }, 120);
  }

  function fromAddress() {
    const m = /^#seq=(\d+)$/.exec(location.hash);
    if (m) {
      const seq = Number(m[1]);
      if (seq === 0) return 0;
      const i = F.findIndex((f) => f.q === seq);
      if (i >= 0) return i;
    }
    if (location.hash === "#fault" && D.fault) return last;
    return -1;
  }

  function dealStart(i, step) {
    const starts = D.deals.map((d) => d.at);
    if (step > 0) {
      const next = starts.find((s) => s > i);
      return next === undefined ? last : next;
    }
    const before = starts.filter((s) => s < i);
    return before.length ? before[before.length - 1] : 0;
  }

  function jump(text) {
    const note = $("jump-note");
    const seq = /^\s*(\d{1,15})\s*$/.exec(text);
    if (!seq) {
      note.textContent = "type a seq: a number, 0 for the start";
      return false;
    }
    const i = Number(seq[1]) === 0 ? 0 : F.findIndex((f) => f.q === Number(seq[1]));
    if (i < 0) {
      note.textContent = "no event of seq " + seq[1];
      return false;
    }
    note.textContent = "";
    go(i);
    return true;
  }

  function build() {
    $("title").textContent = "Match " + D.match + (D.viewer ? ", as " + D.viewer + " sees it" : "");
    $("terms").textContent = D.terms || "";
    const verdict = $("verdict");
    verdict.className = D.verdict;
    verdict.textContent = D.verdict === "invalid" ? "Invalid: the match breaks a rule at " + (D.fault.seq ? "seq " + D.fault.seq : "line " + D.fault.line) + "; it is shown up to its last valid event and the faulty one."
      : D.verdict === "in-progress" ? "In progress: the record stops at event " + D.events + "; the match is not over."
      : D.verdict === "valid" ? "Valid: " + D.events + " events." : D.verdict;
    verdict.textContent += " " + D.record;
    if (D.fault) {
      $("fault-line").textContent = "Invalid at " + (D.fault.seq ? "seq " + D.fault.seq + " " : "") + "(line " + D.fault.line + "), " + D.fault.rule + ": " + D.fault.message;
      $("rule-id").textContent = "The rule " + D.fault.rule + (D.fault.ruleText ? "" : " (not in this build's rule book)");
      $("rule-text").textContent = D.fault.ruleText || "";
    }
    const slider = $("slider");
    slider.max = String(last);
    slider.setAttribute("aria-label", "position in the match");
    slider.addEventListener("input", () => go(Number(slider.value)));
    const list = $("deals");
    D.deals.forEach((d) => {
      const li = el("li");
      const b = el("button", null, "Deal " + d.n + ": " + d.dl + " deals" + (d.c ? ", face down" : "") + " ");
      b.appendChild(el("span", "r", d.r ? "· " + d.r : "· not finished"));
      b.dataset.deal = String(d.n);
      b.addEventListener("click", () => go(d.at));
      li.appendChild(b);
      list.appendChild(li);
    });
    $("first").addEventListener("click", () => go(0));
    $("prev").addEventListener("click", () => go(at - 1));
    $("next-step").addEventListener("click", () => go(at + 1));
    $("last").addEventListener("click", () => go(last));
    $("prev-deal").addEventListener("click", () => go(dealStart(at, -1)));
    $("next-deal").addEventListener("click", () => go(dealStart(at, 1)));
    $("jump").addEventListener("submit", (e) => {
      e.preventDefault();
      if (jump($("jump-seq").value)) $("jump-seq").blur();
    });
    document.addEventListener("keydown", (e) => {
      if (e.ctrlKey || e.altKey || e.metaKey) return;
      const target = e.target;
      const typing = target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA");
      if (typing) {
        if (e.key === "Escape") target.blur();
        return;
      }
      const onButton = target && target.tagName === "BUTTON";
      let to = null;
      switch (e.key) {
        case "ArrowRight": case "ArrowDown": case "n": case "j": to = at + 1; break;
        case " ": if (!onButton) to = at + 1; break;
        case "ArrowLeft": case "ArrowUp": case "p": case "k": to = at - 1; break;
        case "Home": case "<": to = 0; break;
        case "End": case ">": to = last; break;
        case "d": case "PageDown": to = dealStart(at, 1); break;
        case "u": case "PageUp": to = dealStart(at, -1); break;
        case "f": if (D.fault) to = last; break;
        case "g": e.preventDefault(); $("jump-seq").focus(); $("jump-seq").select(); return;
        default: return;
      }
      if (to !== null) {
        e.preventDefault();
        go(to);
      }
    });
    window.addEventListener("hashchange", () => {
      const i = fromAddress();
      if (i >= 0) go(i);
    });
  }

  build();
  const start = fromAddress();
  go(start >= 0 ? start : D.open);
  document.documentElement.setAttribute("data-first-frame", String(performance.now()));
  // once the first frame is painted: the moment a reader sees the table, from the start of loading
  requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute("data-first-paint", String(performance.now()))));
})();
