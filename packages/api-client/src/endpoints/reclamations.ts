import { type ApiClientOptions, request } from '../http.ts'
import {
  Reclamation,
  ReclamationDraft,
  ReclamationPage,
  type ReclamationRequest,
  Returnable,
} from '../schemas/reclamation.ts'
import { Upload } from '../schemas/upload.ts'

/** GET /api/reclamations/ — the customer's return applications, newest first. */
export const listReclamations = (o: ApiClientOptions, query: { page?: number; page_size?: number } = {}) =>
  request(o, { path: 'api/reclamations/', query, schema: ReclamationPage })

/** GET /api/reclamations/{id}/ — one application with its history and signed links to its files. */
export const getReclamation = (o: ApiClientOptions, id: number) =>
  request(o, { path: `api/reclamations/${id}/`, schema: Reclamation })

/** POST /api/reclamations/ — sends a whole application (400 with field errors keyed like `applicant.email`). */
export const createReclamation = (o: ApiClientOptions, body: ReclamationRequest) =>
  request(o, { method: 'POST', path: 'api/reclamations/', body, schema: Reclamation })

/** POST /api/reclamations/{id}/cancel/ — cancels an application not yet checked (409 otherwise). */
export const cancelReclamation = (o: ApiClientOptions, id: number) =>
  request(o, { method: 'POST', path: `api/reclamations/${id}/cancel/`, schema: Reclamation })

/** GET /api/reclamations/returnable/?order= — per order item, whether it can be returned and why not. */
export const getReturnable = (o: ApiClientOptions, order: number) =>
  request(o, { path: 'api/reclamations/returnable/', query: { order }, schema: Returnable })

/** GET /api/reclamations/drafts/{orderItem}/ — the form as left; ApiError 404 when there is none. */
export const getReclamationDraft = (o: ApiClientOptions, orderItem: number) =>
  request(o, { path: `api/reclamations/drafts/${orderItem}/`, schema: ReclamationDraft })

/** PUT /api/reclamations/drafts/{orderItem}/ — saves the form as it is now. */
export const saveReclamationDraft = (o: ApiClientOptions, orderItem: number, draft: ReclamationDraft) =>
  request(o, {
    method: 'PUT',
    path: `api/reclamations/drafts/${orderItem}/`,
    body: draft,
    schema: ReclamationDraft,
  })

/** POST /api/uploads/ — stores a photo or document (multipart); 413 too large, 415 wrong format. */
export const uploadFile = (o: ApiClientOptions, file: File, kind: 'photo' | 'document') => {
  const form = new FormData()
  form.set('kind', kind)
  form.set('file', file)
  return request(o, { method: 'POST', path: 'api/uploads/', body: form, schema: Upload })
}

/** DELETE /api/uploads/{id}/ — removes a file not yet sent with an application or review. */
export const deleteUpload = (o: ApiClientOptions, id: number) =>
  request(o, { method: 'DELETE', path: `api/uploads/${id}/`, schema: null })
