/* Paints a drawing list (ops.md) with gl2ps's C API into PDF: an off-screen OSMesa context, one GL
   viewport a page measured in points, rules and boxes as GL primitives, text by gl2psTextOpt at the
   raster position. gl2ps does not align text in PDF, so the list's right-aligned and centred items
   come here already placed (common.py, from the fonts' AFM widths): ALIGN is always l. */
#include <GL/osmesa.h>
#include <GL/gl.h>
#include <gl2ps.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXF 16
static char *field(char **s) { char *b = *s, *t = strchr(b, '\t'); if (t) { *t = 0; *s = t + 1; } else { char *n = strchr(b, '\n'); if (n) *n = 0; *s = b + strlen(b); } return b; }

static double W = 595.28, H = 841.89;
static char **lines; static int nlines;

static void draw(const char *family) {
  char reg[64], bold[64];
  if (!strcmp(family, "Times")) { strcpy(reg, "Times-Roman"); strcpy(bold, "Times-Bold"); }
  else { snprintf(reg, 64, "%s", family); snprintf(bold, 64, "%s-Bold", family); }
  glClearColor(1, 1, 1, 1); glClear(GL_COLOR_BUFFER_BIT);
  glMatrixMode(GL_PROJECTION); glLoadIdentity(); glOrtho(0, W, H, 0, -1, 1);
  glMatrixMode(GL_MODELVIEW); glLoadIdentity();
  for (int i = 0; i < nlines; i++) {
    char buf[2048]; strncpy(buf, lines[i], 2047); buf[2047] = 0;
    char *s = buf, *p[MAXF]; int n = 0;
    while (*s && n < MAXF) p[n++] = field(&s);
    if (n == 0) continue;
    if (!strcmp(p[0], "text") && n >= 7) {
      double x = atof(p[1]), y = atof(p[2]);
      glColor3f(0, 0, 0); glRasterPos2d(x, y);
      gl2psTextOpt(p[6], p[4][0] == 'b' ? bold : reg, (GLshort)atof(p[5]), GL2PS_TEXT_BL, 0);
    } else if (!strcmp(p[0], "rule") && n >= 6) {
      gl2psLineWidth((GLfloat)atof(p[5])); glColor3f(0, 0, 0);
      glBegin(GL_LINES); glVertex2d(atof(p[1]), atof(p[2])); glVertex2d(atof(p[3]), atof(p[4])); glEnd();
    } else if (!strcmp(p[0], "box") && n >= 7) {
      double x = atof(p[1]), y = atof(p[2]), w = atof(p[3]), h = atof(p[4]);
      if (strcmp(p[5], "-")) {
        float g = (float)atof(p[5]); glColor3f(g, g, g);
        glBegin(GL_QUADS); glVertex2d(x, y); glVertex2d(x + w, y); glVertex2d(x + w, y + h); glVertex2d(x, y + h); glEnd();
      }
      if (p[6][0] == '1') {
        gl2psLineWidth(0.6f); glColor3f(0, 0, 0);
        glBegin(GL_LINE_LOOP); glVertex2d(x, y); glVertex2d(x + w, y); glVertex2d(x + w, y + h); glVertex2d(x, y + h); glEnd();
      }
    }
  }
}

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  FILE *in = fopen(argv[1], "r"); if (!in) return 1;
  size_t cap = 0; char *l = NULL; ssize_t k;
  lines = malloc(sizeof(char *) * 4000);
  while ((k = getline(&l, &cap, in)) > 0) {
    if (!strncmp(l, "page", 4)) { char *s = l, *t; field(&s); t = field(&s); W = atof(t); t = field(&s); H = atof(t); continue; }
    lines[nlines++] = strdup(l);
  }
  fclose(in);
  int iw = (int)(W + 0.5), ih = (int)(H + 0.5);
  OSMesaContext ctx = OSMesaCreateContextExt(OSMESA_RGBA, 16, 0, 0, NULL);
  void *pix = malloc((size_t)iw * ih * 4);
  if (!ctx || !OSMesaMakeCurrent(ctx, pix, GL_UNSIGNED_BYTE, iw, ih)) { fprintf(stderr, "no OSMesa context\n"); return 1; }
  glViewport(0, 0, iw, ih);
  glClearColor(1, 1, 1, 1);
  FILE *out = fopen(argv[2], "wb"); if (!out) return 1;
  GLint vp[4] = {0, 0, iw, ih};
  int state = GL2PS_OVERFLOW, size = 0;
  while (state == GL2PS_OVERFLOW) {
    size += 1024 * 1024;
    gl2psBeginPage("underwrite locked-14", "underwrite locked-14", vp, GL2PS_PDF, GL2PS_NO_SORT,
                   GL2PS_SILENT | GL2PS_NO_BLENDING | GL2PS_USE_CURRENT_VIEWPORT,
                   GL_RGBA, 0, NULL, 0, 0, 0, size, out, argv[2]);
    draw(argv[3]);
    state = gl2psEndPage();
  }
  fclose(out);
  OSMesaDestroyContext(ctx);
  return state == GL2PS_SUCCESS ? 0 : 1;
}
