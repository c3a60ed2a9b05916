// Types of ownProcessBuild.mjs, for the tests' setup (test/buildOwnProcesses.ts).
export function buildOwnProcess(name: 'downloadChild' | 'campPasswordChild', outfile: string): Promise<unknown>;
