//===- HTMLViewAssets.cpp - The style and script of the --html page -------===//
//
// The script relies on the classes and attributes HTMLView.cpp writes:
//   .col / .colhead      a column and its heading (a click folds it)
//   [data-k]             a value (v:), variable (x:) or label (b:) token
//   [data-b]             a block's lines in a column
//   svg g.node <title>   a node of a drawing, titled with its block's label
//   .domtree g.node a    a dominator tree node; its xlink:title is the
//                        block's dominance frontier, shown on hover
// A click selects the key of what was clicked and highlights (class hl)
// every element with that key; a second click on it clears the selection.
//
//===----------------------------------------------------------------------===//

#include "HTMLViewAssets.h"

namespace mopt {

const char HTMLViewStyle[] = R"css(:root {
  --changed: #fff3b0;
  --lit: #ffd54a;
  --def: #d9480f;
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
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
  overflow-x: auto;
}
.col {
  flex: none;
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
.code { padding: 4px 0; }
.ln { padding: 0 8px; white-space: pre; }
.ln.chg { background: var(--changed); }
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

  // The elements matching selector, grouped by keyOf(element).
  function group(selector, keyOf) {
    const groups = new Map();
    for (const el of document.querySelectorAll(selector)) {
      const key = keyOf(el);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(el);
    }
    return groups;
  }
  const nodeKey = (node) => 'b:' + node.querySelector('title').textContent;
  const groups = [
    group('[data-k]', (el) => el.dataset.k),
    group('[data-b]', (el) => 'b:' + el.dataset.b),
    group('svg g.node', nodeKey),
  ];

  let selected = null;
  let lit = [];
  function select(key) {
    for (const el of lit) el.classList.remove('hl');
    lit = [];
    selected = key === selected ? null : key;
    if (selected === null) return;
    for (const byKey of groups) lit.push(...(byKey.get(selected) || []));
    for (const el of lit) el.classList.add('hl');
  }

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

  const tip = document.getElementById('tip');
  document.addEventListener('mousemove', (event) => {
    const link = event.target.closest && event.target.closest('.domtree g.node a');
    if (!link) {
      tip.hidden = true;
      return;
    }
    tip.textContent = link.getAttributeNS(XLINK, 'title');
    tip.style.left = event.clientX + 12 + 'px';
    tip.style.top = event.clientY + 12 + 'px';
    tip.hidden = false;
  });
})();
)js";

} // namespace mopt
