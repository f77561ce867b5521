import { synthStage } from '../test/synth';
import { fiftyPersonOrganisation, idle, monthlyCost, scaled, stageFacts } from './monthly-cost';

// `npm run cost [-- stage]`: the monthly bill of a stage under the usage models of docs/cost.md.
const stage = process.argv[2] ?? 'prod';
const facts = stageFacts(Object.values(synthStage(stage).templates));
console.log(`Stage ${stage}:`, facts);
for (const usage of [idle, fiftyPersonOrganisation, scaled(10), scaled(100)]) {
  const cost = monthlyCost(facts, usage);
  console.log(
    `\n${cost.usage}: $${cost.total.toFixed(2)} a month (list, before always-free tiers: $${cost.list.toFixed(2)})`,
  );
  for (const [name, line] of Object.entries(cost.lines)) {
    console.log(
      `  ${name.padEnd(34)} $${line.billed.toFixed(2).padStart(7)}   list $${line.list.toFixed(2)}`,
    );
  }
}
