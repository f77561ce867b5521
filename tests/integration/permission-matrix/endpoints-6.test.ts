import { describeMatrixShard } from './matrix-shard';

describeMatrixShard(5, 6);
