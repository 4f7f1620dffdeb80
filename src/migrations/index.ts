import * as migration_20261121_105210_initial from './20261121_105210_initial';

export const migrations = [
  {
    up: migration_20261121_105210_initial.up,
    down: migration_20261121_105210_initial.down,
    name: '20261121_105210_initial'
  },
];
