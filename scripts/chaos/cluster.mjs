// The run's own PostgreSQL: a primary on 127.0.0.1:55432 and a streaming replica on :55433
// (pg_basebackup -R), in a folder of the run's, run as the postgres OS user (initdb refuses root).
import {
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { run, sleep } from './processes.mjs';

const user = process.getuid?.() === 0 ? 'postgres' : undefined;

function binaries() {
  const root = '/usr/lib/postgresql';
  const version = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a))[0] : undefined;
  if (!version) throw new Error('PostgreSQL is not installed (sudo apt-get install postgresql)');
  return (name) => join(root, version, 'bin', name);
}

export function cluster(folder) {
  const bin = binaries();
  const uid = user ? Number(run('id', ['-u', user]).trim()) : undefined;
  const gid = user ? Number(run('id', ['-g', user]).trim()) : undefined;
  const own = (path) => uid !== undefined && chownSync(path, uid, gid);
  const node = (name, port) => ({ name, port, data: join(folder, name), url: `postgres://postgres@127.0.0.1:${port}/pals` });
  const primary = node('primary', 55432);
  const replica = node('replica', 55433);
  const pgCtl = (n, ...args) => run(bin('pg_ctl'), ['-D', n.data, '-l', join(folder, `${n.name}.log`), ...args], { user });
  const psql = (n, sql, db = 'pals') =>
    run(bin('psql'), ['-h', '127.0.0.1', '-p', String(n.port), '-U', 'postgres', '-d', db, '-At', '-v', 'ON_ERROR_STOP=1', '-c', sql]);
  const settings = (port) =>
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${folder}'`,
      'wal_level = replica',
      'max_wal_senders = 5',
      'hot_standby = on',
      'shared_buffers = 32MB',
      'max_connections = 100',
      'log_min_messages = warning',
    ].join('\n');
  const started = new Set();
  const mounts = [];

  return {
    primary,
    replica,
    psql,
    async create() {
      mkdirSync(folder, { recursive: true });
      own(folder);
      run(bin('initdb'), ['-D', primary.data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], { user });
      writeFileSync(join(primary.data, 'postgresql.auto.conf'), `${settings(primary.port)}\n`);
      own(join(primary.data, 'postgresql.auto.conf'));
      this.start(primary);
      psql(primary, 'create database pals', 'postgres');
      run(
        bin('pg_basebackup'),
        ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replica.data, '-R', '-X', 'stream', '-c', 'fast'],
        {
          user,
        },
      );
      const auto = join(replica.data, 'postgresql.auto.conf');
      writeFileSync(auto, `${readFileSync(auto, 'utf8')}\nport = ${replica.port}\n`);
      this.start(replica);
    },
    start(n) {
      pgCtl(n, '-w', 'start');
      started.add(n);
    },
    /** PostgreSQL restarted: a fast stop (sessions ended) and a start. */
    restart(n) {
      pgCtl(n, '-w', '-m', 'fast', 'restart');
    },
    /** The primary dies (immediate stop, as a crash) and the replica becomes the primary. */
    failOver() {
      pgCtl(primary, '-w', '-m', 'immediate', 'stop');
      started.delete(primary);
      pgCtl(replica, '-w', 'promote');
    },
    /** Every process of the node's postmaster, for SIGSTOP/SIGCONT. */
    processes(n) {
      const postmaster = Number(readFileSync(join(n.data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = run('pgrep', ['-P', String(postmaster)])
        .trim()
        .split('\n')
        .filter(Boolean)
        .map(Number);
      return [postmaster, ...children];
    },
    async pause(n, ms) {
      const pids = this.processes(n);
      for (const pid of pids) process.kill(pid, 'SIGSTOP');
      await sleep(ms);
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    },
    /** A tiny disk (tmpfs) for one table: it is moved to a tablespace there and the disk is filled. */
    smallDisk(n, table) {
      const mount = join(folder, 'small-disk');
      mkdirSync(mount);
      run('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mount]);
      mounts.push(mount);
      const location = join(mount, 'tablespace');
      mkdirSync(location);
      own(location);
      psql(n, `create tablespace small_disk location '${location}'`);
      // Pages kept 90 % empty: the next rows need a new page soon, which the full disk refuses.
      psql(n, `alter table ${table} set (fillfactor = 10)`);
      psql(n, `alter table ${table} set tablespace small_disk`);
      const filler = join(mount, 'filler');
      return {
        fill() {
          // Write until the disk refuses: the table's next page has nowhere to go.
          const fd = openSync(filler, 'w');
          const chunk = Buffer.alloc(64 * 1024);
          try {
            for (;;) writeSync(fd, chunk);
          } catch {
            // full
          } finally {
            closeSync(fd);
          }
        },
        free() {
          rmSync(filler, { force: true });
        },
      };
    },
    stopAll() {
      for (const n of [...started]) {
        try {
          pgCtl(n, '-w', '-m', 'immediate', 'stop');
        } catch {
          // already down
        }
      }
      started.clear();
      for (const mount of mounts.splice(0)) run('umount', ['-l', mount]);
    },
  };
}
