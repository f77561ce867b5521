import { describeMatrixShard } from './matrix-shard';

describeMatrixShard(2, 6);
