import { describeMatrixShard } from './matrix-shard';

describeMatrixShard(4, 6);
