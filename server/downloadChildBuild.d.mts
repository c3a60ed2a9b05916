// Types of downloadChildBuild.mjs, for the tests' setup (test/buildDownloadChild.ts).
export function buildDownloadChild(outfile: string): Promise<unknown>;
