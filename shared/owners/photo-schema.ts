// A listing's photos as its owners manage them (owners.addPhoto, removePhoto, reorderPhotos, setCover):
// the cap, the alt text's rules and the inputs, for the /owner form and the Worker alike. The image itself
// goes through POST /api/uploads first (its checks, its metadata stripping); addPhoto names its key.
import "../forms/zod-setup";
import { z } from "zod";
import { optionalTextField, textField } from "../forms/text-field-schema";
import { imageKeyField, uploadTokenField } from "../images/upload-fields-schema";
import { ownedListingInput } from "./owner-schema";
import { ownerMessages as m } from "./owner-texts";

/** The most photos a listing has: enough for a place's front, inside and wares, few enough to look through. */
export const LISTING_PHOTOS_MAX = 10;

/** What a photo shows, in a sentence (its alt text). */
export const PHOTO_ALT_MAX = 200;

const photoId = z.number().int().positive();

/** A photo uploaded through POST /api/uploads (its key and token) and what it shows, in English and optionally French. */
export const addPhotoInput = ownedListingInput.extend({
  key: imageKeyField,
  token: uploadTokenField,
  alt: textField(() => m.photoAltLabel, PHOTO_ALT_MAX),
  alt_fr: optionalTextField(() => m.photoAltFrLabel, PHOTO_ALT_MAX),
});

/** One of the listing's photos. */
export const listingPhotoInput = ownedListingInput.extend({ id: photoId });

/** The listing's photos in their new order, every one named once; the first is the cover. */
export const reorderPhotosInput = ownedListingInput.extend({ ids: z.array(photoId).min(1).max(LISTING_PHOTOS_MAX) });
