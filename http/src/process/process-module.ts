import { Module, type DynamicModule } from '@nestjs/common';

/** The root module of a process: the modules it serves side by side (a service, its health answers, the console). */
export const processModule = (modules: DynamicModule[]): DynamicModule => {
  @Module({})
  class ProcessModule {}
  return { module: ProcessModule, imports: modules };
};
