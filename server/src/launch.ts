// The server's entry (dist/main.js): it checks the Node it runs on before loading anything else,
// because the SQLite driver crashes the process on a Node older than 22 rather than failing.
// `npm start` always runs the project's own Node 24 (docs/decisions/002-node-24-lts-current-majors.md); this line is for
// someone starting dist/main.js by hand with the machine's Node.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `PALS camp app: Node.js ${process.versions.node} is too old; it runs on Node.js 24 (22.12 or newer). ` +
      "`npm start` uses the project's own Node 24, or run `node_modules/.bin/node server/dist/main.js`.",
  );
  process.exit(1);
}
// The bundle beside this one (server/build.mjs); a name in a variable, so it is loaded, not bundled.
const server = './server.js';
await import(server);
export {};
