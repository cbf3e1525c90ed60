"use strict";
/*
 * The replay page: the frames of the data (the library's, one per event: its seq, words and table), the table of
 * cards.js at each, the moves beside it, and the controls. The page words nothing itself.
 */
(function () {
  const D = JSON.parse(document.getElementById("data").textContent);
  const F = D.frames;
  const last = F.length - 1;
  const $ = (id) => document.getElementById(id);
  let at = -1; // the event asked for: the page draws it on its next painted frame

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  const table = ConquianCards.table($("table"), { bottom: D.viewer, viewer: D.viewer });

  /* The moves, grouped by deal; a deal's list is written when it is first opened, so a long match opens at once. */
  const groups = [];
  const entries = [];
  let current = null;
  let currentGroup = null;

  /** The deal a frame's table shows, if any. */
  function deal(f) {
    return (f.table && f.table.deal) || null;
  }

  function address(i) {
    const f = F[i];
    if (f.fault) return f.seq !== undefined && F.findIndex((g) => g.seq === f.seq) === i ? "#seq=" + f.seq : "#fault";
    return "#seq=" + (i === 0 ? 0 : f.seq);
  }

  function entry(i) {
    const f = F[i];
    // the director's events are marked: the frame says which they are
    const li = el("li", f.fault ? "faulty" : f.director ? "director" : null);
    const a = el("a");
    a.href = address(i);
    a.appendChild(el("span", "q", i === 0 ? "start" : f.seq === undefined ? "?" : String(f.seq)));
    a.appendChild(document.createTextNode(" " + f.words));
    li.appendChild(a);
    entries[i] = li;
    return li;
  }

  function fill(g) {
    if (g.filled) return;
    g.filled = true;
    const items = document.createDocumentFragment();
    for (let i = g.from; i <= g.to; i++) items.appendChild(entry(i));
    g.list.appendChild(items);
  }

  function buildMoves() {
    const starts = [0].concat(D.deals.map((d) => d.at));
    const box = $("moves");
    starts.forEach((from, k) => {
      const deal = k > 0 ? D.deals[k - 1] : null;
      const to = k + 1 < starts.length ? starts[k + 1] - 1 : last;
      if (to < from) return;
      const details = el("details");
      const summary = el("summary", null, deal ? "Deal " + deal.n + ": " + deal.dl + " deals" + (deal.c ? ", face down" : "") : "The match");
      if (deal) summary.appendChild(el("span", "r", " · " + (deal.r || "not finished")));
      const list = el("ol");
      details.append(summary, list);
      const g = { from, to, details, list, filled: false, opened: false };
      details.addEventListener("toggle", () => details.open && fill(g));
      groups.push(g);
      box.appendChild(el("li")).appendChild(details);
    });
  }

  function groupOf(i) {
    let g = groups[0];
    for (const candidate of groups) if (candidate.from <= i) g = candidate;
    return g;
  }

  function markMove(i) {
    const g = groupOf(i);
    if (g !== currentGroup) {
      if (currentGroup && currentGroup.opened) currentGroup.details.open = currentGroup.opened = false;
      if (!g.details.open) {
        fill(g);
        g.details.open = g.opened = true;
      }
      currentGroup = g;
    }
    if (current) current.removeAttribute("aria-current");
    current = entries[i] || null;
    if (current) current.setAttribute("aria-current", "step");
  }

  /** The slider, the count of events, the buttons, and the current move scrolled into view (scrolling reads the layout). */
  function showPosition(i) {
    const f = F[i];
    $("slider").value = String(i);
    $("position").textContent = "event " + Math.min(i, D.events) + " of " + D.events + (f.fault ? ", then the faulty event" : "");
    $("first").disabled = $("prev").disabled = i === 0;
    $("last").disabled = $("next-step").disabled = i === last;
    const box = $("moves-box");
    if (!current || box.scrollHeight <= box.clientHeight) return;
    const top = current.offsetTop - box.offsetTop;
    if (top < box.scrollTop + 30 || top > box.scrollTop + box.clientHeight - 40) box.scrollTop = top - box.clientHeight / 2;
  }

  /* The standings at a moment: after the last deal ended by then, as the library counted them (wins or points, each
     player's or each team's, and the drawn deals). */
  let standing = "";

  function showStandings(i) {
    let ended = 0;
    let rows = D.standing || [];
    D.deals.forEach((d) => {
      if (d.e === undefined || d.e > i) return;
      ended++;
      rows = d.s || rows;
    });
    const key = ended + "|" + JSON.stringify(rows);
    if (key === standing) return;
    standing = key;
    $("standing-when").textContent = ended === 0 ? "before any deal ended" : "after " + ended + (ended === 1 ? " deal" : " deals");
    $("standings").tBodies[0].replaceChildren(...rows.map(([who, count]) => {
      const tr = el("tr", who === "drawn" ? "drawn" : null);
      tr.append(el("th", null, who), el("td", null, count));
      return tr;
    }));
  }

  const shown = {};

  function render(i) {
    const f = F[i];
    const seq = f.seq === undefined ? (i === 0 ? "start:" : "") : "seq " + f.seq + ":";
    if (shown.seq !== seq) $("seq").textContent = shown.seq = seq;
    if (shown.words !== f.words) $("words").textContent = shown.words = f.words;
    if (shown.faulty !== !!f.fault) {
      shown.faulty = !!f.fault;
      $("event").classList.toggle("faulty", shown.faulty);
      $("fault").classList.toggle("current", shown.faulty);
    }
    table.show(ConquianCards.view(f.table), i > 0 ? deal(F[i - 1]) : null);
    const next = (f.table && f.table.next) || "";
    if (shown.next !== next) {
      shown.next = next;
      $("next").replaceChildren(...(next ? [el("b", null, "Next: "), document.createTextNode(next)] : []));
    }
    showStandings(i);
    markMove(i);
    showPosition(i);
    document.documentElement.setAttribute("data-at", String(i));
  }

  let shownAt = -1;
  let framing = 0;

  /**
   * The page draws the event asked for once per painted frame, whatever the steps since the last: a key held
   * down steps faster than frames are painted, and the moments between two frames are never seen.
   */
  function draw() {
    cancelAnimationFrame(framing);
    framing = 0;
    if (shownAt === at) return;
    shownAt = at;
    render(at);
  }

  let addressing = 0;
  let stepped = 0;

  /** The address names the moment once stepping pauses: browsers throttle a page that rewrites it on every key held down. */
  function follow() {
    const wait = stepped + 120 - performance.now();
    if (wait > 0) {
      addressing = setTimeout(follow, wait);
      return;
    }
    addressing = 0;
    const hash = address(at);
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  function go(i) {
    i = Math.max(0, Math.min(last, i));
    if (i === at) return;
    at = i;
    if (!framing) framing = requestAnimationFrame(draw);
    stepped = performance.now();
    if (!addressing) addressing = setTimeout(follow, 120);
  }

  function fromAddress(hash) {
    const m = /^#seq=(\d+)$/.exec(hash);
    if (m) {
      const seq = Number(m[1]);
      if (seq === 0) return 0;
      const i = F.findIndex((f) => f.seq === seq);
      if (i >= 0) return i;
    }
    if (hash === "#fault" && D.fault) return last;
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
    const i = Number(seq[1]) === 0 ? 0 : F.findIndex((f) => f.seq === Number(seq[1]));
    if (i < 0) {
      note.textContent = "no event of seq " + seq[1];
      return false;
    }
    note.textContent = "";
    go(i);
    return true;
  }

  function key(e) {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const target = e.target;
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT" || target.tagName === "TEXTAREA")) {
      if (e.key === "Escape") target.blur();
      return;
    }
    let to = null;
    switch (e.key) {
      case "ArrowRight": case "ArrowDown": case "n": case "j": to = at + 1; break;
      case " ": if (!target || target.tagName !== "BUTTON") to = at + 1; break;
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
  }

  function build() {
    $("title").textContent = "Match " + D.match + (D.viewer ? ", as " + D.viewer + " sees it" : "");
    $("terms").textContent = D.terms || "";
    const verdict = $("verdict");
    verdict.className = D.verdict;
    verdict.textContent = (D.verdict === "invalid" ? "Invalid: the match breaks a rule at " + (D.fault.seq ? "seq " + D.fault.seq : "line " + D.fault.line)
      + "; it is shown up to its last valid event and the faulty one."
      : D.verdict === "in-progress" ? "In progress: the record stops at event " + D.events + "; the match is not over."
      : D.verdict === "valid" ? "Valid: " + D.events + " events." : D.verdict) + " " + D.record;
    if (D.fault) {
      $("fault").hidden = false;
      $("fault-line").textContent = "Invalid at " + (D.fault.seq ? "seq " + D.fault.seq + " " : "") + "(line " + D.fault.line + "), "
        + D.fault.rule + ": " + D.fault.message;
      $("rule-id").textContent = "The rule " + D.fault.rule + (D.fault.ruleHtml ? "" : " (not in this build's rule book)");
      // the rule book as the library renders it, the same on every page
      if (D.fault.ruleHtml) $("rule-text").innerHTML = D.fault.ruleHtml;
    }
    buildMoves();
    const slider = $("slider");
    slider.max = String(last);
    slider.setAttribute("aria-label", "position in the match");
    slider.addEventListener("input", () => go(Number(slider.value)));
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
    document.addEventListener("keydown", key);
    // the address the event names: the page may have rewritten its own since, following its steps
    window.addEventListener("hashchange", (e) => {
      const hash = e.newURL.indexOf("#");
      const i = fromAddress(hash < 0 ? "" : e.newURL.slice(hash));
      if (i >= 0) go(i);
    });
  }

  build();
  const start = fromAddress(location.hash);
  go(start >= 0 ? start : D.open);
  // the opening moment is drawn at once, before the first frame
  draw();
  document.documentElement.setAttribute("data-first-frame", String(performance.now()));
  // once the first frame is painted: the moment a reader sees the table, from the start of loading
  requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute("data-first-paint", String(performance.now()))));
})();
