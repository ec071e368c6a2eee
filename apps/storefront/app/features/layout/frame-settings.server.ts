import type { CompanySettings } from '@vitrina/api-client/schemas'
import { env } from '../../lib/env.server.ts'
import { type FrameSettings, frameSettings } from './frame-settings.ts'

/** The shop layout loader's `frame` field: the company's frame settings for this deployment. */
export function shopFrame(company: CompanySettings): FrameSettings {
  return frameSettings(company, env().NODE_ENV)
}
