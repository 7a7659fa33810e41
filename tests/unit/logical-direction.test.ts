import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layout mirrors on right-to-left pages (Arabic) only if nothing in it says 'left' or 'right':
 * Tailwind's logical utilities (ms-, pe-, start-, border-s, rounded-e, text-start...) and CSS's
 * logical properties (margin-inline-start...) follow the page's `dir`. This finds every physical
 * one in app/, so a new `pl-4` fails here, named with its file, instead of in an Arabic review.
 */

/** A Tailwind value after a spacing or inset utility: `4`, `1/2`, `px`, `auto`, `[9px]`, `(--x)`. */
const value = String.raw`(?:\d+(?:\.\d+)?|\d+/\d+|px|auto|full|\[[^\]\s]+\]|\([^)\s]+\))`;

/** Physical utilities, each with its family, so an `rtl:` override of the same family pairs up. */
const physicalUtilities = new RegExp(
  String.raw`(?<![\w-])((?:[\w[\]&=*-]+:)*)!?-?(` +
    [
      String.raw`(m[lr]|p[lr]|left|right|scroll-[mp][lr])-${value}`,
      String.raw`(border|rounded)-(?:[lr]|[tb][lr])(?:-[\w[\]().#/-]+)?`,
      String.raw`(text|float|clear)-(?:left|right)`,
      String.raw`(translate-x)-[\w[\]().-]+`,
      String.raw`(bg-(?:gradient|linear)-to)-[tb]?[lr]`,
    ].join('|') +
    String.raw`)(?![\w-])`,
  'g',
);

/** Physical CSS, in a stylesheet or a `style` object. */
const physicalProperties =
  /\b(?:(?:margin|padding|border|scroll-margin|scroll-padding)-(?:left|right)|(?:margin|padding|border)(?:Left|Right)|text-align:\s*(?:left|right)|textAlign:\s*'(?:left|right)'|float:\s*'?(?:left|right)|(?<![\w-])(?:left|right):\s*[\d'"-])/g;

/**
 * The physical ones that stay, each with why. An entry that no longer matches fails too, so the
 * list never keeps an exception nobody needs.
 */
const allowed: readonly { file: string; found: string; why: string }[] = [
  {
    file: 'app/components/ui/toast-region.tsx',
    found: 'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)',
    why: "a swiped toast follows the pointer by Radix's offset, which is in screen pixels",
  },
];

function sourceFiles(): string[] {
  return readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(tsx?|css)$/.test(name))
    .map((name) => join('app', name).replaceAll('\\', '/'))
    .sort();
}

interface Finding {
  file: string;
  line: number;
  found: string;
}

/** A physical utility is direction-aware when its line also carries an `rtl:` one of its family. */
function hasRtlOverride(line: string, family: string): boolean {
  return [...line.matchAll(physicalUtilities)].some(
    ([, variants = '', , ...families]) =>
      variants.split(':').includes('rtl') && families.includes(family),
  );
}

function findings(): Finding[] {
  const found: Finding[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      // Prose about a layout ('slides in from the right') is not a layout.
      if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
      for (const [match, variants = '', , ...families] of line.matchAll(physicalUtilities)) {
        const family = families.find((name) => name !== undefined) ?? '';
        // `rtl:` and `ltr:` utilities are written for one direction on purpose.
        const oneDirection = variants.split(':').some((name) => name === 'rtl' || name === 'ltr');
        if (oneDirection || hasRtlOverride(line, family)) continue;
        found.push({ file, line: index + 1, found: match });
      }
      for (const [match] of line.matchAll(physicalProperties)) {
        found.push({ file, line: index + 1, found: match });
      }
    });
  }
  return found;
}

describe('layout in logical directions (right-to-left pages)', () => {
  const all = findings();
  const isAllowed = (finding: Finding) =>
    allowed.some((entry) => entry.file === finding.file && entry.found === finding.found);

  it('uses no physical direction outside the justified exceptions', () => {
    const unexpected = all
      .filter((finding) => !isAllowed(finding))
      .map((finding) => `${finding.file}:${finding.line}: ${finding.found}`);
    expect(unexpected, 'use the logical utility (ms-, pe-, start-, border-s, text-end...)').toEqual(
      [],
    );
  });

  it('keeps no exception that is no longer needed', () => {
    const stale = allowed
      .filter(
        (entry) =>
          !all.some((finding) => finding.file === entry.file && finding.found === entry.found),
      )
      .map((entry) => `${entry.file}: ${entry.found}`);
    expect(stale).toEqual([]);
  });

  it('finds the physical utilities it is meant to', () => {
    const line = `className="pl-4 sm:-mr-1 lg:left-0 border-r-2 rounded-tl-lg text-right max-lg:translate-x-[3px] bg-gradient-to-l"`;
    expect([...line.matchAll(physicalUtilities)].map(([match]) => match)).toEqual([
      'pl-4',
      'sm:-mr-1',
      'lg:left-0',
      'border-r-2',
      'rounded-tl-lg',
      'text-right',
      'max-lg:translate-x-[3px]',
      'bg-gradient-to-l',
    ]);
    const logical = `className="ps-4 -me-1 start-0 border-s-2 rounded-ss-lg text-end left-hand rounded-lg"`;
    expect([...logical.matchAll(physicalUtilities)]).toEqual([]);
    expect('margin-left: 1rem; paddingRight: 2, left: 0'.match(physicalProperties)).toHaveLength(3);
  });
});
