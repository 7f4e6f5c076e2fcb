export * from '@tourmarket/contracts'
export * from './client/index.ts'
