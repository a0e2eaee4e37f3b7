// The --html page in a real browser: mopt writes the page of the seed
// example (examples/sum.tac, function sum_to, -passes=lower,ssa,out-of-ssa),
// Debian's Chromium opens it headless through Playwright, and the test
// checks the columns, the changed lines, that a click on a value, a
// variable or a block label highlights it in every column (and the block
// in the drawings), the dominance-frontier tooltip, folding, and that the
// page fetches nothing. It saves a screenshot.
//
//   node html-view.test.js [--mopt PATH] [--out DIR] [--screenshot PNG]
//
// Defaults: ../../build/opt-tool/mopt, ../../build/test/browser and
// OUT/html-view.png (docs/html-view.png is that screenshot). Exit status 77
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
    out: path.join(SOURCE_DIR, 'build', 'test', 'browser'),
    screenshot: null,
  };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i].replace(/^--/, '');
    if (!(name in args) || i + 1 >= argv.length)
      throw new Error(`usage: html-view.test.js [--mopt PATH] [--out DIR] [--screenshot PNG]`);
    args[name] = path.resolve(argv[i + 1]);
  }
  args.screenshot = args.screenshot || path.join(args.out, 'html-view.png');
  return args;
}

// Every element with data-k KEY: how many, how many highlighted, and in how
// many columns.
async function keyState(page, key) {
  return page.evaluate((key) => {
    const all = [...document.querySelectorAll('[data-k]')].filter((el) => el.dataset.k === key);
    const columns = new Set(all.map((el) => el.closest('.col')).filter(Boolean));
    return {
      count: all.length,
      lit: all.filter((el) => el.classList.contains('hl')).length,
      columns: columns.size,
      litDefs: all.filter((el) => el.classList.contains('def') && el.classList.contains('hl')).length,
    };
  }, key);
}

async function litCount(page) {
  return page.locator('.hl').count();
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
    skip(`playwright-core is missing: run 'npm ci' in ${__dirname} (scripts/bootstrap.sh does)`);
  }

  fs.mkdirSync(args.out, { recursive: true });
  const html = path.join(args.out, 'sum_to.html');
  fs.rmSync(html, { force: true });
  // From the source folder, so that the page names examples/sum.tac.
  execFileSync(args.mopt, ['-passes=lower,ssa,out-of-ssa', `--html=${html}`,
    '--html-func=sum_to', '-disable-output', 'examples/sum.tac'],
  { cwd: SOURCE_DIR, stdio: 'inherit' });
  assert.ok(fs.existsSync(html), 'mopt wrote no page');

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

    // The columns: the function as parsed, then after each pass.
    const headings = await page.locator('.colhead').evaluateAll(
      (heads) => heads.map((h) => h.firstChild.textContent));
    assert.deepEqual(headings, ['input', 'lower', 'ssa', 'out-of-ssa']);
    const changed = await page.locator('.col').evaluateAll(
      (cols) => cols.map((col) => col.querySelectorAll('.ln.chg').length));
    assert.equal(changed[0], 0, 'the first column has nothing to differ from');
    assert.equal(changed[1], 0, 'lower leaves sum_to as it is');
    assert.ok(changed[2] > 10 && changed[3] > 5, `changed lines per column: ${changed}`);

    // A value: its definition and every use, in every column.
    assert.equal(await litCount(page), 0);
    await page.locator('.col').nth(2).locator('[data-k="v:%4"].def').click();
    let value = await keyState(page, 'v:%4');
    assert.deepEqual(value, { count: 8, lit: 8, columns: 4, litDefs: 4 }, JSON.stringify(value));
    assert.equal(await litCount(page), 8, 'only %4 is highlighted');
    await page.screenshot({ path: args.screenshot, fullPage: true });
    // A second click clears it.
    await page.locator('[data-k="v:%4"]').first().click();
    assert.equal(await litCount(page), 0);

    // A variable of the input, and the SSA value that replaced it.
    await page.locator('.col').first().locator('[data-k="x:s"].def').first().click();
    const variable = await keyState(page, 'x:s');
    assert.equal(variable.lit, variable.count);
    assert.equal(variable.columns, 2, 'ssa renames s: it is in input and lower only');
    await page.locator('.col').nth(2).locator('[data-k="v:%s.2"].def').click();
    assert.equal((await keyState(page, 'x:s')).lit, 0, 'a new selection clears the old');
    assert.deepEqual(await keyState(page, 'v:%s.2'), { count: 3, lit: 3, columns: 1, litDefs: 1 });

    // A block: its label everywhere, its lines in every column, and its
    // nodes in the CFG and the dominator tree.
    await page.locator('[data-k="b:head2"].def').first().click();
    const head2 = await keyState(page, 'b:head2');
    assert.equal(head2.lit, head2.count);
    assert.equal(await page.locator('.blk.hl[data-b="head2"]').count(), 4);
    const svgs = await page.locator('#graphs svg').count();
    assert.ok(svgs >= 2, 'dot drew the CFG and the dominator tree');
    assert.equal(await page.locator('svg g.node.hl').count(), svgs);
    // A click on a node selects its block too.
    await page.locator('.cfg svg g.node', { hasText: 'body3' }).first().click();
    assert.equal((await keyState(page, 'b:body3')).lit, (await keyState(page, 'b:body3')).count);
    assert.equal(await page.locator('.blk.hl[data-b="body3"]').count(), 4);

    // The dominance frontier of a block on hover.
    await page.locator('.domtree svg g.node', { hasText: 'body3' }).first().hover();
    const tip = page.locator('#tip');
    assert.ok(await tip.isVisible(), 'the tooltip shows');
    assert.equal(await tip.textContent(), 'DF(body3) = {head2}');

    // Folding a column.
    const ssa = page.locator('.col').nth(2);
    await ssa.locator('.colhead').click();
    assert.ok(!(await ssa.locator('.code').isVisible()), 'folded');
    await ssa.locator('.colhead').click();
    assert.ok(await ssa.locator('.code').isVisible(), 'unfolded');

    assert.deepEqual(fetched, [], 'the page fetches nothing');
    assert.deepEqual(errors, [], 'no script errors');
    console.log(`browser: ok: ${headings.length} columns, ${svgs} drawings; screenshot ${args.screenshot}`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`browser: FAILED: ${error.stack || error}`);
  process.exit(1);
});
