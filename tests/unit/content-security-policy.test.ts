import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '~/http/content-security-policy';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashes', () => {
  it('hashes each inline script body once, skipping external and empty scripts', () => {
    const html =
      '<script>window.a=1</script><script src="/x.js"></script><script type="module">import "/y.js"</script><script></script><script>window.a=1</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/y.js"')]);
  });

  it('names no data block, which never runs, but the inert module block the starter runs', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="text/plain" data-deferred-module="">import "/z.js"</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('import "/z.js"')]);
  });

  it('gives the same page the same hashes', () => {
    const html = '<script>1</script>';
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(html));
  });
});

describe('content security policy', () => {
  const policy = contentSecurityPolicy(["'sha256-abc'"]);

  it('allows scripts only from our origin and the listed hashes', () => {
    expect(policy).toContain("script-src 'self' 'sha256-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });
});
