import { Controller, Get, Inject, NotFoundException, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { invalid, Product, hubAddressOfHubAnswer, dayProgramAddressAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { readHub, toHubView, type HubAddressView } from './hub-view';

type LocatedAddress = HubAddressView & { latitude: number; longitude: number };

/**
 * SPEC.md's `/api/{product}Address`, spelled out per product rather than as a `/api/:x` route
 * that would shadow every other one-segment call.
 */
@ApiTags('shared-living hubs')
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class HubAddressHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  private async address(actor: Actor, hubId: unknown, productId?: number): Promise<LocatedAddress> {
    if (typeof hubId !== 'string' || hubId === '') throw invalid([{ path: 'hubId', message: 'is required' }], 'The query parameters are not valid.');
    const hub = toHubView(await readHub(this.infrastructure.db, actor, hubId, 'hubId'));
    if (productId !== undefined && hub.productId !== productId) throw new NotFoundException({ message: `No day program has the id ${hubId}.` });
    return { ...hub.address, latitude: hub.latitude, longitude: hub.longitude };
  }

  @Get('hubAddress')
  @ApiOperation({ summary: 'The address and coordinates of a hub, as { hubAddress }.', description: 'SPEC.md’s {product}Address call; whoever may read the hub.' })
  @ApiQuery({ name: 'hubId', required: true, schema: { type: 'string', format: 'uuid' } })
  @Answers(hubAddressOfHubAnswer, { refusals: refusalsOf.record })
  async hubAddress(@CurrentActor() actor: Actor, @Query('hubId') hubId: unknown): Promise<{ hubAddress: LocatedAddress }> {
    return { hubAddress: await this.address(actor, hubId) };
  }

  @Get('dayProgramAddress')
  @ApiOperation({ summary: 'The address and coordinates of a day-program hub (product 7), as { dayProgramAddress }.', description: 'SPEC.md’s {product}Address call for the day program; whoever may read the hub.' })
  @ApiQuery({ name: 'hubId', required: true, schema: { type: 'string', format: 'uuid' } })
  @Answers(dayProgramAddressAnswer, { refusals: refusalsOf.record })
  async dayProgramAddress(@CurrentActor() actor: Actor, @Query('hubId') hubId: unknown): Promise<{ dayProgramAddress: LocatedAddress }> {
    return { dayProgramAddress: await this.address(actor, hubId, Product.DAY_PROGRAM) };
  }
}
