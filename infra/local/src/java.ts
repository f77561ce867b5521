import { spawnSync } from 'node:child_process';

/** DynamoDB Local is AWS's own Java program; without Java 17+ it cannot run, so say so plainly. */
export function assertJava17(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'Java was not found. The local database (DynamoDB Local) needs Java 17 or newer: install a JDK/JRE 17+ (for example `apt-get install openjdk-17-jre-headless`) and run the command again.',
    );
  }
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${probe.stderr}${probe.stdout}`);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major < 17) {
    throw new Error(
      `Java ${major || 'of an unknown version'} was found, but DynamoDB Local needs Java 17 or newer.`,
    );
  }
}
