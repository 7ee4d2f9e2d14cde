/**
 * Lighthouse and chrome-launcher, from bench/'s own package (issue 31): they are about 100 MB
 * that only the home benchmark uses, so the root's `npm ci` (every test run, every CI run) does
 * not install them. Their names are variables so that the type check does not need them either;
 * the few shapes the benchmark reads are declared here.
 */
export interface LighthouseResult {
  report: string | string[];
  lhr: {
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
  };
}
type Lighthouse = (
  url: string,
  flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{
    port: number;
    kill(): void;
  }>;
}

const LIGHTHOUSE = 'lighthouse';
const CHROME_LAUNCHER = 'chrome-launcher';

export async function loadLighthouse(): Promise<{
  lighthouse: Lighthouse;
  chromeLauncher: ChromeLauncher;
}> {
  try {
    const [lighthouse, chromeLauncher] = await Promise.all([
      import(LIGHTHOUSE) as Promise<{ default: Lighthouse }>,
      import(CHROME_LAUNCHER) as Promise<ChromeLauncher>,
    ]);
    return { lighthouse: lighthouse.default, chromeLauncher };
  } catch (error) {
    throw new Error('Lighthouse is not installed: run `npm install --prefix bench` once.', {
      cause: error,
    });
  }
}
