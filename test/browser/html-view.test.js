// The --html page in a real browser: mopt writes the page of the seed
// example (examples/sum.tac, functions main and sum_to, sum_to shown first,
// -passes=lower,ssa,out-of-ssa), Debian's Chromium opens it headless
// through Playwright in a 1400-pixel-wide window, and the test checks the
// source column, the pass columns, the changed lines, that hovering over a
// line lights it and its source line in every column, that a click on a
// value, a variable or a block label highlights it in every column (and the
// block in the drawings), the true/false labels of branch edges, the
// dominance-frontier tooltip, folding, the function picker, that no text is
// cut off or overlaps at that width, and that the page fetches nothing. It
// saves a screenshot with a value selected and a source line lit.
//
// A second page, after the test plugin forget-locs, checks what a line
// without a source line shows.
//
//   node html-view.test.js [--mopt PATH] [--forget-locs SO] [--out DIR]
//       [--screenshot PNG]
//
// Defaults: ../../build/opt-tool/mopt, test/plugins/ForgetLocs.so in
// mopt's build folder, ../../build/test/browser and OUT/html-view.png
// (docs/html-view.png is that screenshot). Exit status 77
// (ctest: skipped) when Chromium or playwright-core is missing or Node.js
// is older than 20; run.sh does the same when node is missing.
'use strict';

const assert = require('node:assert/strict');
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const CHROMIUM = '/usr/bin/chromium';
const SOURCE_DIR = path.resolve(__dirname, '..', '..');

function skip(why) {
  console.log(`browser: skipped: ${why}`);
  process.exit(77);
}

function parseArgs(argv) {
  const args = {
    mopt: path.join(SOURCE_DIR, 'build', 'opt-tool', 'mopt'),
    'forget-locs': null,
    out: path.join(SOURCE_DIR, 'build', 'test', 'browser'),
    screenshot: null,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in args) || i + 1 >= argv.length)
      throw new Error(`usage: html-view.test.js [--mopt PATH] [--forget-locs SO] [--out DIR] [--screenshot PNG]`);
    args[name] = path.resolve(argv[i + 1]);
  }
  args['forget-locs'] = args['forget-locs'] ||
    path.join(path.dirname(args.mopt), '..', 'test', 'plugins', 'ForgetLocs.so');
  args.screenshot = args.screenshot || path.join(args.out, 'html-view.png');
  return args;
}

// The parts of the page about the function shown.
const SHOWN = '.fnview:not([hidden])';
const SHOWN_GRAPHS = '.fngraphs:not([hidden])';

// Every element of the function shown with data-k KEY: how many, how many
// highlighted, and in how many columns.
async function keyState(page, key) {
  return page.evaluate(([key, shown]) => {
    const all = [...document.querySelectorAll(`${shown} [data-k]`)].filter((el) => el.dataset.k === key);
    const columns = new Set(all.map((el) => el.closest('.col')).filter(Boolean));
    return {
      count: all.length,
      lit: all.filter((el) => el.classList.contains('hl')).length,
      columns: columns.size,
      litDefs: all.filter((el) => el.classList.contains('def') && el.classList.contains('hl')).length,
    };
  }, [key, SHOWN]);
}

async function litCount(page) {
  return page.locator('.hl').count();
}

// The lines lit by hovering: the source column's line numbers, and how
// many lines of each column of the function shown.
async function litLines(page) {
  return page.evaluate((shown) => ({
    source: [...document.querySelectorAll('.src .ln.lhl')].map((el) => Number(el.dataset.l)),
    columns: [...document.querySelectorAll(`${shown} .col`)].map((col) => col.querySelectorAll('.ln.lhl').length),
    total: document.querySelectorAll('.lhl').length,
  }), SHOWN);
}

// The source lines shown, by number.
async function sourceLinesShown(page) {
  return page.locator('.src .ln').evaluateAll(
    (lines) => lines.filter((el) => !el.hidden).map((el) => Number(el.dataset.l)));
}

// The headings of the columns of the function shown.
async function headings(page) {
  return page.locator(`${SHOWN} .colhead`).evaluateAll(
    (heads) => heads.map((h) => h.firstChild.textContent));
}

// Text cut off or overlapping at the window's width: lines, headings and
// columns wider than their box, columns overlapping or past the window.
async function layoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const visible = (el) => el.getClientRects().length > 0;
    for (const el of document.querySelectorAll('.ln, .colhead, .col, figure'))
      if (visible(el) && el.scrollWidth > el.clientWidth)
        problems.push(`${el.className} "${el.textContent.slice(0, 40)}" needs ${el.scrollWidth}px, has ${el.clientWidth}px`);
    const cols = [...document.querySelectorAll('.col')].filter(visible).map((el) => el.getBoundingClientRect());
    for (let i = 0; i < cols.length; ++i) {
      if (cols[i].right > window.innerWidth) problems.push(`column ${i} ends at ${cols[i].right}px`);
      for (let j = i + 1; j < cols.length; ++j) {
        const [a, b] = [cols[i], cols[j]];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          problems.push(`columns ${i} and ${j} overlap`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    return problems;
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (Number(process.versions.node.split('.')[0]) < 20)
    skip(`playwright-core needs Node.js 20 or later, this is ${process.version}`);
  if (!fs.existsSync(CHROMIUM))
    skip(`${CHROMIUM} is missing (Debian package chromium; scripts/bootstrap.sh installs it)`);
  let chromium;
  try {
    ({ chromium } = require('playwright-core'));
  } catch {
    skip(`playwright-core is missing: run 'npm ci' in ${__dirname} (scripts/bootstrap.sh --all does)`);
  }

  fs.mkdirSync(args.out, { recursive: true });
  const html = path.join(args.out, 'sum_to.html');
  fs.rmSync(html, { force: true });
  // From the source folder, so that the page names examples/sum.tac.
  execFileSync(args.mopt, ['-passes=lower,ssa,out-of-ssa', `--html=${html}`,
    '--html-func=sum_to', '-disable-output', 'examples/sum.tac'],
  { cwd: SOURCE_DIR, stdio: 'inherit' });
  assert.ok(fs.existsSync(html), 'mopt wrote no page');
  assert.ok(fs.existsSync(args['forget-locs']), `no test plugin ${args['forget-locs']} (build the ForgetLocs target)`);
  const nosrc = path.join(args.out, 'nosrc.html');
  fs.rmSync(nosrc, { force: true });
  execFileSync(args.mopt, [`-load-pass-plugin=${args['forget-locs']}`, '-passes=lower,forget-locs',
    `--html=${nosrc}`, '-disable-output', 'examples/sum.tac'], { cwd: SOURCE_DIR, stdio: 'inherit' });

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'mopt-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run',
      '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--disable-quic'],
    viewport: { width: 1400, height: 900 },
  });
  try {
    const page = context.pages()[0] || (await context.newPage());
    const fetched = [];
    const errors = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('file:')) fetched.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(pathToFileURL(html).href);

    // The picker: every function, sum_to (--html-func) shown.
    const picker = page.locator('#picker');
    assert.deepEqual(await picker.locator('option').allTextContents(), ['main', 'sum_to']);
    assert.equal(await picker.inputValue(), 'sum_to');
    assert.equal(await page.locator('#fname').textContent(), 'sum_to');
    assert.equal(await page.locator('.fnview').count(), 2);
    assert.equal(await page.locator(SHOWN).getAttribute('data-fn'), 'sum_to');

    // The source column first: the input file, sum_to's lines of it.
    const first = page.locator('#columns .col').first();
    assert.ok(await first.evaluate((el) => el.classList.contains('src')), 'the source column comes first');
    assert.equal(await first.locator('.colhead').textContent(), 'sourceexamples/sum.tac');
    const sumToLines = Array.from({ length: 20 }, (_, k) => 10 + k);
    assert.deepEqual(await sourceLinesShown(page), sumToLines);
    assert.equal(await first.locator('.ln[data-l="10"]').textContent(), 'func sum_to(n):');
    assert.equal(await first.locator('.ln[data-l="22"]').textContent(), '  %4 = + s, i');
    // The gutters show the line numbers.
    const gutter = (el) => getComputedStyle(el, '::before').content;
    assert.equal(await first.locator('.ln[data-l="22"]').evaluate(gutter), '"22"');
    assert.equal(await page.locator(`${SHOWN} .ln[data-l="22"]`).first().evaluate(gutter), '"22"');

    // The columns: the function as parsed, then after each pass.
    const heads = await headings(page);
    assert.deepEqual(heads, ['input', 'lower', 'ssa', 'out-of-ssa']);
    const changed = await page.locator(`${SHOWN} .col`).evaluateAll(
      (cols) => cols.map((col) => col.querySelectorAll('.ln.chg').length));
    assert.equal(changed[0], 0, 'the first column has nothing to differ from');
    assert.equal(changed[1], 0, 'lower leaves sum_to as it is');
    assert.ok(changed[2] > 10 && changed[3] > 5, `changed lines per column: ${changed}`);
    // Every line of sum_to came from a line of the input.
    assert.equal(await page.locator(`${SHOWN} .ln.nosrc`).count(), 0);
    assert.equal(await page.locator(`${SHOWN} .ln:not([data-l])`).count(), 0);

    // No text cut off or overlapping in a 1400-pixel window.
    assert.deepEqual(await layoutProblems(page), []);

    // Hovering over a source line lights it and the lines it became in
    // every column; over a line of a column, the same.
    await first.locator('.ln[data-l="19"]').hover();
    let lines = await litLines(page);
    assert.deepEqual(lines.source, [19]);
    assert.deepEqual(lines.columns, [1, 1, 1, 1], '`%3 = < i, n` is one line in each column');
    await page.locator(`${SHOWN} .col`).nth(3).locator('.ln[data-l="23"]').first().hover();
    lines = await litLines(page);
    assert.deepEqual(lines.source, [23]);
    assert.ok(lines.columns.every((n) => n >= 1), `lines of s = copy %4 per column: ${lines.columns}`);
    assert.equal(lines.total, 1 + lines.columns.reduce((a, b) => a + b));
    await page.locator('header h1').hover();
    assert.equal((await litLines(page)).total, 0, 'leaving the line clears it');

    // A value: its definition and every use, in every column.
    assert.equal(await litCount(page), 0);
    await page.locator(`${SHOWN} .col`).nth(2).locator('[data-k="v:%4"].def').click();
    let value = await keyState(page, 'v:%4');
    assert.deepEqual(value, { count: 8, lit: 8, columns: 4, litDefs: 4 }, JSON.stringify(value));
    assert.equal(await litCount(page), 8, 'only %4 is highlighted');
    // The screenshot: %4 selected, its source line (22) lit.
    await first.locator('.ln[data-l="22"]').hover();
    assert.deepEqual((await litLines(page)).columns, [1, 1, 1, 1]);
    await page.screenshot({ path: args.screenshot, fullPage: true });
    // A second click clears it.
    await page.locator(`${SHOWN} [data-k="v:%4"]`).first().click();
    assert.equal(await litCount(page), 0);

    // A variable of the input, and the SSA value that replaced it.
    await page.locator(`${SHOWN} .col`).first().locator('[data-k="x:s"].def').first().click();
    const variable = await keyState(page, 'x:s');
    assert.equal(variable.lit, variable.count);
    assert.equal(variable.columns, 2, 'ssa renames s: it is in input and lower only');
    await page.locator(`${SHOWN} .col`).nth(2).locator('[data-k="v:%s.2"].def').click();
    assert.equal((await keyState(page, 'x:s')).lit, 0, 'a new selection clears the old');
    assert.deepEqual(await keyState(page, 'v:%s.2'), { count: 3, lit: 3, columns: 1, litDefs: 1 });

    // A block: its label everywhere, its lines in every column, and its
    // nodes in the CFG and the dominator tree.
    await page.locator(`${SHOWN} [data-k="b:head2"].def`).first().click();
    const head2 = await keyState(page, 'b:head2');
    assert.equal(head2.lit, head2.count);
    assert.equal(await page.locator('.blk.hl[data-b="head2"]').count(), 4);
    const svgs = await page.locator(`${SHOWN_GRAPHS} svg`).count();
    assert.ok(svgs >= 2, 'dot drew the CFG and the dominator tree');
    assert.equal(await page.locator('svg g.node.hl').count(), svgs);
    // A click on a node selects its block too.
    await page.locator(`${SHOWN_GRAPHS} .cfg svg g.node`, { hasText: 'body3' }).first().click();
    assert.equal((await keyState(page, 'b:body3')).lit, (await keyState(page, 'b:body3')).count);
    assert.equal(await page.locator('.blk.hl[data-b="body3"]').count(), 4);

    // The branch `br %3, body3, exit4`: its edges labelled T and F.
    const edgeLabels = await page.locator(`${SHOWN_GRAPHS} .cfg svg g.edge`).evaluateAll((edges) =>
      Object.fromEntries(edges.map((e) => [e.querySelector('title').textContent,
        [...e.querySelectorAll('text')].map((t) => t.textContent).join('')])));
    assert.deepEqual(edgeLabels, {
      'entry1->head2': '', 'head2->body3': 'T', 'head2->exit4': 'F', 'body3->head2': '',
    });

    // The dominance frontier of a block on hover.
    await page.locator(`${SHOWN_GRAPHS} .domtree svg g.node`, { hasText: 'body3' }).first().hover();
    const tip = page.locator('#tip');
    assert.ok(await tip.isVisible(), 'the tooltip shows');
    assert.equal(await tip.textContent(), 'DF(body3) = {head2}');

    // Folding a column.
    const ssa = page.locator(`${SHOWN} .col`).nth(2);
    await ssa.locator('.colhead').click();
    assert.ok(!(await ssa.locator('.code').isVisible()), 'folded');
    await ssa.locator('.colhead').click();
    assert.ok(await ssa.locator('.code').isVisible(), 'unfolded');

    // Picking main: its columns, graphs and source lines instead, the
    // selection cleared, and its own keys lit.
    await picker.selectOption('main');
    assert.equal(await page.locator('#fname').textContent(), 'main');
    assert.equal(await page.title(), 'mopt: main');
    assert.equal(await page.locator(SHOWN).getAttribute('data-fn'), 'main');
    assert.equal(await page.locator(SHOWN_GRAPHS).getAttribute('data-fn'), 'main');
    assert.deepEqual(await headings(page), ['input', 'lower', 'ssa', 'out-of-ssa']);
    assert.deepEqual(await sourceLinesShown(page), [4, 5, 6, 7, 8]);
    assert.equal(await litCount(page), 0);
    assert.equal(await page.locator(`${SHOWN_GRAPHS} svg`, { hasText: 'body3' }).count(), 0);
    await page.locator(`${SHOWN} [data-k="v:%2"].def`).first().click();
    value = await keyState(page, 'v:%2');
    assert.equal(value.lit, value.count);
    assert.equal(await litCount(page), value.count, 'only main\'s %2 is lit');
    await page.locator('.src .ln[data-l="6"]').hover();
    assert.deepEqual((await litLines(page)).columns, [1, 1, 1, 1], '`print %2` in each column');
    assert.deepEqual(await layoutProblems(page), []);
    await picker.selectOption('sum_to');
    assert.deepEqual(await sourceLinesShown(page), sumToLines);
    assert.equal(await litCount(page), 0);

    // A line without a source line: `-` in its gutter, a tooltip saying
    // so, and nothing lit when hovering over it.
    await page.goto(pathToFileURL(nosrc).href);
    const forgot = page.locator(`${SHOWN} .col`).nth(2);
    assert.equal(await forgot.locator('.colhead').textContent(), 'forget-locsCFG');
    assert.equal(await forgot.locator('.ln.nosrc').count(), 4, "main's entry block: four instructions");
    const unplaced = forgot.locator('.ln.nosrc').first();
    assert.equal(await unplaced.evaluate((el) => getComputedStyle(el, '::before').content), '"-"');
    await unplaced.hover();
    assert.ok(await tip.isVisible(), 'the tooltip shows');
    assert.equal(await tip.textContent(), 'no source line');
    assert.equal((await litLines(page)).total, 0);
    await page.locator(`${SHOWN} .col`).nth(1).locator('.ln[data-l="5"]').hover();
    assert.ok(!(await tip.isVisible()), 'a line with a source line has no tooltip');
    assert.deepEqual((await litLines(page)).columns, [1, 1, 0], 'forget-locs took line 5 away');

    assert.deepEqual(fetched, [], 'the page fetches nothing');
    assert.deepEqual(errors, [], 'no script errors');
    console.log(`browser: ok: ${heads.length} columns, ${svgs} drawings; screenshot ${args.screenshot}`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`browser: FAILED: ${error.stack || error}`);
  process.exit(1);
});
