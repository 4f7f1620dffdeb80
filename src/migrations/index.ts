import * as migration_20261121_104622_initial from './20261121_104622_initial';

export const migrations = [
  {
    up: migration_20261121_104622_initial.up,
    down: migration_20261121_104622_initial.down,
    name: '20261121_104622_initial'
  },
];
