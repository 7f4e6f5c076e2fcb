import { defineEndpoint } from '../endpoint.ts'
import {
  blogPostQuerySchema,
  blogPostSchema,
  blogPostsQuerySchema,
  blogPostsSchema,
} from '../schemas/index.ts'

const tags = ['journal']

export const blogPosts = defineEndpoint({
  method: 'GET',
  path: '/spa/blog-posts',
  tags,
  summary: 'Journal posts, 20 per page',
  description:
    'Published posts, newest first, 20 per page (§9), and the sections that have posts; `slug` narrows them to one journal section and answers 404 when there is no such section. Texts are in the X-Language language (Russian falls back to English where it is empty). Images always carry alt text, so with_alt changes nothing.',
  query: blogPostsQuerySchema,
  response: blogPostsSchema,
})

export const blogPost = defineEndpoint({
  method: 'GET',
  path: '/spa/blog-post',
  tags,
  summary: 'One journal article',
  description:
    'The article with its HTML body (paragraphs and figures with the site’s own pictures), up to similar_limit (default 3, §9) similar posts from its section or sharing its tags, breadcrumbs and SEO texts, in the X-Language language (Russian falls back to English where it is empty); 404 for an unknown slug.',
  query: blogPostQuerySchema,
  response: blogPostSchema,
})
