import type { DisputeType } from '../types';
import { escalationTemplate } from './escalation';
import { identityTheftBlockTemplate } from './identity-theft-block';
import { obsoleteTemplate } from './obsolete';
import { section609Template } from './section-609';
import { section611Template } from './section-611';
import type { TemplateContext, TypeTemplate } from './types';
import { validationTemplate } from './validation';
import { verificationTemplate } from './verification';

export const TYPE_TEMPLATES: Record<DisputeType, (ctx: TemplateContext) => TypeTemplate> = {
  validation: validationTemplate,
  verification: verificationTemplate,
  obsolete: obsoleteTemplate,
  '609': section609Template,
  '611': section611Template,
  escalation: escalationTemplate,
  '605b': identityTheftBlockTemplate,
};
