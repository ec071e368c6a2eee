import * as v from 'valibot'
import { defineOperation } from '../contract/operation.ts'
import {
  Reclamation,
  ReclamationDraft,
  ReclamationPage,
  ReclamationRequest,
  Returnable,
} from '../schemas/reclamation.ts'
import { Reviewable, ReviewRequest, WrittenReview } from '../schemas/review-writing.ts'
import { Upload } from '../schemas/upload.ts'
import { E, IdParam, PageQuery } from './fields.ts'

/**
 * Return applications, customer uploads and review writing (issue 13). The API mounts them through its
 * operation router like every other call: the upload as a `multipart/form-data` body, the manager's moves
 * with access `staff` (`X-Staff-Token`).
 */
const ItemParam = v.object({
  item: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Not found.'), v.transform(Number)),
})
const Id = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'A valid id is required.'), v.transform(Number))
export const StateChange = v.object({
  state: v.pipe(v.string(), v.maxLength(32)),
  comment: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
})
export const Moderation = v.object({ state: v.picklist(['published', 'rejected']) })
const Moved = v.object({ id: v.number(), state: v.string() })
const staffToken = {
  status: 401,
  description: 'No or a wrong `X-Staff-Token` (404 when STAFF_TOKEN is not configured).',
} as const
const conflict = { status: 409, description: 'The lifecycle does not allow this move.' } as const

/**
 * The upload form. The file's type and size are checked on its bytes by the API (sniffed, never trusted
 * from the name or the part's Content-Type), so the schema only requires that a file is there.
 */
export const UploadForm = v.object({
  file: v.file('This field is required.'),
  kind: v.optional(v.picklist(['photo', 'document'], 'Expected photo or document.'), 'photo'),
})
export const uploadFile = defineOperation({
  id: 'uploadFile',
  method: 'POST',
  path: '/api/uploads/',
  summary:
    'Upload a photo or document (multipart/form-data: `file`, `kind` photo|document); the type is sniffed',
  tag: 'returns',
  access: 'customer',
  consumes: 'multipart/form-data',
  body: UploadForm,
  answer: Upload,
  status: 201,
  errors: [
    E.signIn,
    {
      status: 413,
      description: 'Too large: photos up to 10 MB, documents up to 15 MB (`code: file_too_large`).',
    },
    {
      status: 415,
      description: 'Not JPEG/PNG/WebP/HEIC (or PDF for documents) by its bytes (`code: file_wrong_format`).',
    },
  ],
})
export const deleteUpload = defineOperation({
  id: 'deleteUpload',
  method: 'DELETE',
  path: '/api/uploads/{id}/',
  summary: 'Remove an upload not yet sent with an application or review',
  tag: 'returns',
  access: 'customer',
  params: IdParam,
  answer: null,
  status: 204,
  errors: [E.signIn, E.notFound, { status: 409, description: 'The file belongs to a sent application.' }],
})
export const readFile = defineOperation({
  id: 'readFile',
  method: 'GET',
  path: '/files/{id}',
  summary: 'The bytes of an upload behind a short-lived signed link (`expires`, `signature`)',
  tag: 'returns',
  access: 'public',
  params: IdParam,
  query: v.object({ expires: v.optional(v.string()), signature: v.optional(v.string()) }),
  answer: null,
  status: 200,
  errors: [{ status: 403, description: 'The link has expired or its signature is wrong.' }],
})
export const listReclamations = defineOperation({
  id: 'listReclamations',
  method: 'GET',
  path: '/api/reclamations/',
  summary: 'The customer’s return applications, newest first',
  tag: 'returns',
  access: 'customer',
  query: PageQuery,
  answer: ReclamationPage,
  status: 200,
  errors: [E.signIn, E.invalid],
})
export const createReclamation = defineOperation({
  id: 'createReclamation',
  method: 'POST',
  path: '/api/reclamations/',
  summary: 'Send a return application (with uploaded photos); written whole or not at all',
  tag: 'returns',
  access: 'customer',
  body: ReclamationRequest,
  answer: Reclamation,
  status: 201,
  errors: [
    E.invalid,
    E.signIn,
    { status: 409, description: 'An item cannot be returned now (`not_returnable`).' },
  ],
})
export const getReturnable = defineOperation({
  id: 'getReturnable',
  method: 'GET',
  path: '/api/reclamations/returnable/',
  summary: 'Per order item: can it be returned (state, days since receipt), and the open application',
  tag: 'returns',
  access: 'customer',
  query: v.object({ order: Id }),
  answer: Returnable,
  status: 200,
  errors: [E.signIn, E.invalid],
})
export const getReclamationDraft = defineOperation({
  id: 'getReclamationDraft',
  method: 'GET',
  path: '/api/reclamations/drafts/{item}/',
  summary: 'The return form as the shopper left it (404: none)',
  tag: 'returns',
  access: 'customer',
  params: ItemParam,
  answer: ReclamationDraft,
  status: 200,
  errors: [E.signIn, E.notFound],
  examples: { params: { item: '1' } },
})
export const saveReclamationDraft = defineOperation({
  id: 'saveReclamationDraft',
  method: 'PUT',
  path: '/api/reclamations/drafts/{item}/',
  summary: 'Save the return form as it is now',
  tag: 'returns',
  access: 'customer',
  params: ItemParam,
  body: ReclamationDraft,
  answer: ReclamationDraft,
  status: 200,
  errors: [E.signIn, E.notFound, E.invalid],
  examples: { params: { item: '1' }, body: { step: 'reason', data: { reason: 'Брак' } } },
})
export const deleteReclamationDraft = defineOperation({
  id: 'deleteReclamationDraft',
  method: 'DELETE',
  path: '/api/reclamations/drafts/{item}/',
  summary: 'Discard the return form',
  tag: 'returns',
  access: 'customer',
  params: ItemParam,
  answer: null,
  status: 204,
  errors: [E.signIn, E.notFound],
  examples: { params: { item: '1' } },
})
export const getReclamation = defineOperation({
  id: 'getReclamation',
  method: 'GET',
  path: '/api/reclamations/{id}/',
  summary: 'A return application with its history and signed links to its files',
  tag: 'returns',
  access: 'customer',
  params: IdParam,
  answer: Reclamation,
  status: 200,
  errors: [E.signIn, E.notFound],
})
export const cancelReclamation = defineOperation({
  id: 'cancelReclamation',
  method: 'POST',
  path: '/api/reclamations/{id}/cancel/',
  summary: 'Cancel an application a manager has not checked yet',
  tag: 'returns',
  access: 'customer',
  params: IdParam,
  answer: Reclamation,
  status: 200,
  errors: [E.signIn, E.notFound, conflict],
})
export const writeReview = defineOperation({
  id: 'writeReview',
  method: 'POST',
  path: '/api/reviews/',
  summary: 'Write a review of a bought line (order item or in-outlet sale item); pending until moderated',
  tag: 'reviews',
  access: 'customer',
  body: ReviewRequest,
  answer: WrittenReview,
  status: 201,
  errors: [
    E.invalid,
    E.signIn,
    { status: 403, description: 'Not a buyer of this line (or the order is not received yet).' },
    { status: 409, description: 'This line is already reviewed (`already_reviewed`).' },
  ],
})
export const getReviewable = defineOperation({
  id: 'getReviewable',
  method: 'GET',
  path: '/api/reviews/reviewable/',
  summary: 'The lines of an order (`order`) or purchase (`sale`) and their reviews so far',
  tag: 'reviews',
  access: 'customer',
  query: v.object({ order: v.optional(Id), sale: v.optional(Id) }),
  answer: Reviewable,
  status: 200,
  errors: [E.signIn, E.invalid],
})
export const staffMoveReclamation = defineOperation({
  id: 'staffMoveReclamation',
  method: 'POST',
  path: '/api/staff/reclamations/{id}/state/',
  summary: 'Manager: move a return application along its lifecycle (`X-Staff-Token`)',
  tag: 'staff',
  access: 'staff',
  params: IdParam,
  body: StateChange,
  answer: Moved,
  status: 200,
  errors: [staffToken, conflict],
})
export const staffModerateReview = defineOperation({
  id: 'staffModerateReview',
  method: 'POST',
  path: '/api/staff/reviews/{id}/state/',
  summary: 'Manager: publish or reject a review (`X-Staff-Token`)',
  tag: 'staff',
  access: 'staff',
  params: IdParam,
  body: Moderation,
  answer: Moved,
  status: 200,
  errors: [staffToken],
})
export const devMoveReclamation = defineOperation({
  id: 'devMoveReclamation',
  method: 'POST',
  path: '/api/dev/reclamations/{id}/state/',
  summary: 'Dev control: move a return application (development only)',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  body: StateChange,
  answer: Moved,
  status: 200,
  errors: [E.invalid, E.notFound, conflict],
  examples: { body: { state: 'ready' } },
})
export const devModerateReview = defineOperation({
  id: 'devModerateReview',
  method: 'POST',
  path: '/api/dev/reviews/{id}/state/',
  summary: 'Dev control: publish or reject a review (development only)',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  body: Moderation,
  answer: Moved,
  status: 200,
  errors: [E.invalid, E.notFound],
  examples: { body: { state: 'published' } },
})
export const devReturnsPage = defineOperation({
  id: 'devReturnsPage',
  method: 'GET',
  path: '/dev/returns',
  summary: 'Dev control page: return applications to move and reviews to moderate',
  tag: 'dev',
  access: 'public',
  answer: null,
  status: 200,
  produces: 'text/html',
  errors: [],
})
export const devReturnsMove = defineOperation({
  id: 'devReturnsMove',
  method: 'POST',
  path: '/dev/returns/reclamations/{id}',
  summary: 'Dev control page form: move an application, back to the page',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  answer: null,
  status: 303,
  errors: [],
})
export const devReturnsModerate = defineOperation({
  id: 'devReturnsModerate',
  method: 'POST',
  path: '/dev/returns/reviews/{id}',
  summary: 'Dev control page form: publish or reject a review, back to the page',
  tag: 'dev',
  access: 'public',
  params: IdParam,
  answer: null,
  status: 303,
  errors: [],
})
