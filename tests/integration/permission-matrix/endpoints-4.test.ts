import { describeMatrixShard } from './matrix-shard';

describeMatrixShard(3, 6);
