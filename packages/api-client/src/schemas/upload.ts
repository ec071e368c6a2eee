import * as v from 'valibot'

/** A stored customer file (POST /api/uploads/): `url` is a short-lived signed link only its owner receives. */
export const Upload = v.object({
  id: v.number(),
  kind: v.picklist(['photo', 'document']),
  content_type: v.string(),
  size: v.number(),
  name: v.string(),
  url: v.string(),
})
export type Upload = v.InferOutput<typeof Upload>
