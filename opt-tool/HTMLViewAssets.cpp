//===- HTMLViewAssets.cpp - The style and script of the --html page -------===//
//
// The script relies on the classes and attributes that HTMLViewPage.cpp and
// HTMLViewGraphs.cpp write:
//   #picker              the function picker (a <select>), #fname its name
//   [data-fn]            the parts of the page about one function (its
//                        columns, its graphs); all but the picked
//                        function's are hidden
//   .fnview              a function's columns; data-first and data-last,
//                        when present, are the source lines it spans (the
//                        source column shows those, else every line)
//   .col.src             the source column, shared by all functions
//   .col / .colhead      a column and its heading (a click folds it)
//   [data-k]             a value (v:), variable (x:) or label (b:) token
//   [data-b]             a block's lines in a column
//   [data-l]             a line that came from source line data-l
//   .ln.nosrc            a line with no source line
//   svg g.node <title>   a node of a drawing, titled with its block's label
//   .domtree g.node a    a dominator tree node; its xlink:title is the
//                        block's dominance frontier, shown on hover
// A click selects the key of what was clicked and highlights (class hl)
// every element of the picked function with that key; a second click on
// it clears the selection. Hovering over a line lights (class lhl) every
// line of the picked function and of the source with its source line.
// Both are found in maps built once per function, when it is first shown.
//
//===----------------------------------------------------------------------===//

#include "HTMLViewAssets.h"

namespace mopt {

const char HTMLViewStyle[] = R"css(:root {
  --changed: #fff3b0;
  --lit: #ffd54a;
  --def: #d9480f;
  --line: #d6e6ff;
}
body {
  margin: 0;
  font: 14px/1.4 system-ui, sans-serif;
  color: #1d1d1d;
  background: #f6f7f9;
}
header {
  padding: 8px 16px;
  background: #fff;
  border-bottom: 1px solid #d0d4da;
}
h1 { margin: 0 0 4px; font-size: 18px; }
header p { margin: 2px 0; color: #444; }
code, .code, pre, .df { font-family: "DejaVu Sans Mono", monospace; font-size: 12.5px; }
#columns {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
}
.fnview { display: contents; }
.fnview[hidden], .fngraphs[hidden] { display: none; }
.col {
  flex: none;
  max-width: 100%;
  overflow-x: auto;
  background: #fff;
  border: 1px solid #c4c9d0;
  border-radius: 4px;
}
.colhead {
  margin: 0;
  padding: 4px 8px;
  font-size: 13px;
  white-space: nowrap;
  background: #e9edf2;
  border-bottom: 1px solid #c4c9d0;
  cursor: pointer;
  user-select: none;
}
.colhead .form, .colhead .same { margin-left: 8px; font-weight: normal; color: #666; }
.col.folded .code { display: none; }
.col.folded .colhead { writing-mode: vertical-rl; padding: 8px 4px; border-bottom: none; }
.code { padding: 4px 0; width: max-content; min-width: 100%; }
.ln { padding: 0 8px 0 4px; white-space: pre; }
.ln.chg { background: var(--changed); }
.ln.lhl { background: var(--line); box-shadow: inset 3px 0 0 #1f4fb3; }
.ln::before {
  display: inline-block;
  min-width: 3ch;
  margin-right: 1ch;
  text-align: right;
  color: #8a9099;
  content: attr(data-l);
}
.ln.nosrc::before { color: #c0c5cc; content: "-"; }
.src .code { width: auto; max-width: 60ch; }
.src .ln { white-space: pre-wrap; overflow-wrap: anywhere; padding-left: 5ch; text-indent: -4ch; }
.src .ln::before { text-indent: 0; }
.picker { margin-top: 6px; }
#picker { font: inherit; font-family: "DejaVu Sans Mono", monospace; }
.op, .kw { color: #7a3e9d; }
.fn { color: #0b6e4f; }
.v { color: #1f4fb3; }
.x { color: #9a3412; }
.b { color: #0f766e; font-weight: 600; }
.v, .x, .b[data-k] { cursor: pointer; border-radius: 3px; }
.hl { background: var(--lit); }
.hl.def { outline: 2px solid var(--def); }
.blk.hl { background: none; box-shadow: inset 4px 0 0 #3b82f6; }
.note, .gone { margin: 4px 0; padding: 0 8px; color: #a61b1b; }
#graphs { padding: 0 16px 24px; }
#graphs h2 { font-size: 16px; }
.gpair { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; margin-bottom: 16px; }
figure {
  max-width: 100%;
  overflow-x: auto;
  box-sizing: border-box;
  margin: 0;
  padding: 8px;
  background: #fff;
  border: 1px solid #c4c9d0;
  border-radius: 4px;
}
figcaption { margin-bottom: 4px; font-weight: 600; }
svg g.node { cursor: pointer; }
svg g.node.hl polygon, svg g.node.hl path { fill: var(--lit); }
.df { margin-top: 6px; border-collapse: collapse; }
.df th, .df td { padding: 1px 6px; text-align: left; border: 1px solid #d0d4da; }
pre.dot { margin: 0; white-space: pre; }
#tip {
  position: fixed;
  z-index: 10;
  padding: 3px 8px;
  font: 12px "DejaVu Sans Mono", monospace;
  color: #fff;
  background: #222;
  border-radius: 4px;
  pointer-events: none;
}
)css";

const char HTMLViewScript[] = R"js((function () {
  'use strict';
  const XLINK = 'http://www.w3.org/1999/xlink';

  function add(map, key, el) {
    if (!map.has(key)) map.set(key, []);
    map.get(key).push(el);
  }
  const nodeKey = (node) => 'b:' + node.querySelector('title').textContent;

  // What a function's parts light: by key (tokens, block lines, graph
  // nodes) and by source line.
  function indexParts(parts) {
    const keys = new Map();
    const lines = new Map();
    for (const part of parts) {
      for (const el of part.querySelectorAll('[data-k]')) add(keys, el.dataset.k, el);
      for (const el of part.querySelectorAll('[data-b]')) add(keys, 'b:' + el.dataset.b, el);
      for (const el of part.querySelectorAll('svg g.node')) add(keys, nodeKey(el), el);
      for (const el of part.querySelectorAll('[data-l]')) add(lines, el.dataset.l, el);
    }
    return { keys, lines };
  }

  const views = new Map();
  for (const el of document.querySelectorAll('[data-fn]')) {
    if (!views.has(el.dataset.fn)) views.set(el.dataset.fn, { parts: [], index: null });
    views.get(el.dataset.fn).parts.push(el);
  }
  const source = document.querySelector('.col.src');
  const sourceLines = new Map();
  for (const el of source.querySelectorAll('[data-l]')) add(sourceLines, el.dataset.l, el);

  function light(list, els, cls) {
    for (const el of list) el.classList.remove(cls);
    list.length = 0;
    for (const el of els) {
      el.classList.add(cls);
      list.push(el);
    }
  }

  let current = null;
  let selected = null;
  const lit = [];
  function select(key) {
    selected = key === selected ? null : key;
    light(lit, selected === null ? [] : current.index.keys.get(selected) || [], 'hl');
  }

  let hovered = null;
  const lineLit = [];
  function hover(line) {
    if (line === hovered) return;
    hovered = line;
    light(lineLit, line === null ? []
      : [...(sourceLines.get(line) || []), ...(current.index.lines.get(line) || [])], 'lhl');
  }

  // Shows the function Name: its parts, and the source lines it spans.
  function show(name) {
    selected = null;
    light(lit, [], 'hl');
    hovered = null;
    light(lineLit, [], 'lhl');
    for (const [each, view] of views)
      for (const el of view.parts) el.hidden = each !== name;
    current = views.get(name);
    if (!current.index) current.index = indexParts(current.parts);
    const columns = current.parts.find((el) => el.classList.contains('fnview'));
    const spans = columns && columns.dataset.first !== undefined;
    const first = spans ? Number(columns.dataset.first) : 0;
    const last = spans ? Number(columns.dataset.last) : Infinity;
    for (const [line, els] of sourceLines) {
      const outside = Number(line) < first || Number(line) > last;
      for (const el of els) el.hidden = outside;
    }
    document.getElementById('fname').textContent = name;
    document.title = 'mopt: ' + name;
  }
  const picker = document.getElementById('picker');
  picker.addEventListener('change', () => show(picker.value));
  show(picker.value);

  document.addEventListener('click', (event) => {
    const head = event.target.closest('.colhead');
    if (head) {
      head.parentElement.classList.toggle('folded');
      return;
    }
    const token = event.target.closest('[data-k]');
    if (token) {
      select(token.dataset.k);
      return;
    }
    const node = event.target.closest('svg g.node');
    if (node) select(nodeKey(node));
  });

  document.addEventListener('mouseover', (event) => {
    const line = event.target.closest && event.target.closest('[data-l]');
    hover(line ? line.dataset.l : null);
  });

  const tip = document.getElementById('tip');
  document.addEventListener('mousemove', (event) => {
    const closest = (selector) => event.target.closest && event.target.closest(selector);
    const link = closest('.domtree g.node a');
    const text = link ? link.getAttributeNS(XLINK, 'title')
      : closest('.ln.nosrc') ? 'no source line' : null;
    if (text === null) {
      tip.hidden = true;
      return;
    }
    tip.textContent = text;
    tip.style.left = event.clientX + 12 + 'px';
    tip.style.top = event.clientY + 12 + 'px';
    tip.hidden = false;
  });
})();
)js";

} // namespace mopt
