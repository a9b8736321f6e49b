/** useUnauthSave lives with the storage it writes (unauthSaves.ts); importable from either path. */
export { useUnauthSave } from './unauthSaves';
