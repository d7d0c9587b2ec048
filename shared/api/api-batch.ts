// How many tRPC calls one HTTP request may carry. The server refuses bigger batches (BAD_REQUEST), so
// one GET cannot fan out into hundreds of calls; the web client splits its batches at the same size.
// The busiest screen (the admin dashboard) sends fewer than five calls at once.
export const MAX_BATCH_SIZE = 10;
