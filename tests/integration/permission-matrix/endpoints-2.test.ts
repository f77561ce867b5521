import { describeMatrixShard } from './matrix-shard';

describeMatrixShard(1, 6);
