import { staffEndpoints } from '@oc/contract';
import { featureRoutes } from '../../lib/endpoints';
import type { StaffService } from './staff.service';

export function staffRoutes(staff: StaffService) {
  return featureRoutes('staff', staffEndpoints, {
    login: ({ body, request }) => staff.login({ ...body, ip: request.ip }),
    refresh: ({ body }) => staff.refresh(body.refreshToken),
    enrolment: ({ query, request }) => staff.enrolment(query.token, request.ip),
    setPassword: ({ body, request }) => staff.setPassword(body.token, body.password, request.ip, request.id),
    logout: ({ staff: claims }) => staff.logout(claims),
    me: ({ staff: claims }) => staff.me(claims),
    searchOperators: ({ query }) => staff.searchOperators(query.q),
    operator: ({ params }) => staff.operator(params.id),
  });
}
