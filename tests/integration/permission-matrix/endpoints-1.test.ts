import { describeMatrixShard } from './matrix-shard';

describeMatrixShard(0, 6);
