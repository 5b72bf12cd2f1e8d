import { BlogAdmin } from '../blog/BlogAdmin';
import { RequireSupportLevel } from '../roles/RequireSupportLevel';
import '../blog/blog.css';

/**
 * /admin/blog (travel.md §2): the route needs sign-in (the table's guard); writing and publishing
 * posts is for support-level staff, as the server decides, so the page checks that level too and
 * shows Access Denied to anyone else.
 */
export function AdminBlogPage() {
  return (
    <RequireSupportLevel>
      {() => (
        <section className="blog-admin" aria-labelledby="blog-admin-title">
          <h1 id="blog-admin-title">Blog Admin</h1>
          <BlogAdmin />
        </section>
      )}
    </RequireSupportLevel>
  );
}
