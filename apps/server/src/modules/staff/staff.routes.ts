import { staffEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import { readerOf } from '../../lib/language';
import { contentDisposition } from '../files/http';
import { staffActor, type StaffService } from './staff.service';
import type { ExportsService } from './exports.service';
import type { OperatorsService } from './operators.service';

export function staffRoutes(staff: StaffService, operators: OperatorsService, exports: ExportsService) {
  return featureRoutes('staff', staffEndpoints, {
    login: ({ body, request }) => staff.login({ ...body, ip: request.ip }),
    refresh: ({ body }) => staff.refresh(body.refreshToken),
    enrolment: ({ query, request }) => staff.enrolment(query.token, request.ip),
    setPassword: ({ body, request }) => staff.setPassword(body.token, body.password, request.ip, request.id),
    logout: ({ staff: claims }) => staff.logout(claims),
    me: ({ staff: claims }) => staff.me(claims),
    savePreferences: ({ staff: claims, body }) => staff.savePreferences(claims, body),
    searchOperators: ({ query }) => staff.searchOperators(query.q),
    operator: ({ params }) => operators.detail(params.id),
    onboard: ({ body, staff: claims, request }) => operators.onboard(body, staffActor(claims, request.id)),
    export: async ({ params, query, staff: claims, request, reply }) => {
      const { format, ...filters } = query;
      const file = await exports.export(params.list, format, filters, readerOf(claims.id, request));
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename))
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  });
}
