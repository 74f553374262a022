(* Paints a drawing list (ops.md) with OCaml's CamlPDF: content streams of CamlPDF operators,
   standard fonts with WinAnsiEncoding, widths from CamlPDF's standard-14 metrics. *)

let () =
  let ops_file = Sys.argv.(1) and out = Sys.argv.(2) and family = Sys.argv.(3) in
  let regular, bold =
    match family with
    | "Times" -> (Pdftext.TimesRoman, Pdftext.TimesBold)
    | "Courier" -> (Pdftext.Courier, Pdftext.CourierBold)
    | _ -> (Pdftext.Helvetica, Pdftext.HelveticaBold)
  in
  let pdf = Pdf.empty () in
  let fontobj f = Pdftext.write_font pdf (Pdftext.StandardFont (f, Pdftext.WinAnsiEncoding)) in
  let fr = fontobj regular and fb = fontobj bold in
  let resources =
    Pdf.Dictionary [ ("/Font", Pdf.Dictionary [ ("/F0", Pdf.Indirect fr); ("/F1", Pdf.Indirect fb) ]) ]
  in
  let winansi s =
    (* UTF-8 to WinAnsi for the few signs the layouts use beyond ASCII *)
    let b = Buffer.create (String.length s) in
    let i = ref 0 in
    while !i < String.length s do
      if !i + 2 < String.length s && String.sub s !i 3 = "\xe2\x82\xac" then (Buffer.add_char b '\x80'; i := !i + 3)
      else if !i + 2 < String.length s && String.sub s !i 3 = "\xe2\x80\x93" then (Buffer.add_char b '\x96'; i := !i + 3)
      else (Buffer.add_char b s.[!i]; incr i)
    done;
    Buffer.contents b
  in
  let pages = ref [] and ops = ref [] and size = ref (0., 0.) in
  let finish () =
    if !size <> (0., 0.) then begin
      let w, h = !size in
      let page = Pdfpage.custompage (Pdf.Array [ Pdf.Real 0.; Pdf.Real 0.; Pdf.Real w; Pdf.Real h ]) in
      pages := { page with Pdfpage.content = [ Pdfops.stream_of_ops (List.rev !ops) ]; Pdfpage.resources = resources } :: !pages;
      ops := []
    end
  in
  let emit o = ops := List.rev_append o !ops in
  let ic = open_in_bin ops_file in
  (try
     while true do
       let p = Array.of_list (String.split_on_char '\t' (input_line ic)) in
       let f k = float_of_string p.(k) in
       let h = snd !size in
       match p.(0) with
       | "page" -> finish (); size := (f 1, f 2)
       | "text" ->
           let font, name = if p.(4) = "b" then (bold, "/F1") else (regular, "/F0") in
           let s = winansi p.(6) and sz = f 5 in
           let w = float_of_int (Pdfstandard14.textwidth false Pdftext.WinAnsiEncoding font s) *. sz /. 1000. in
           let x = match p.(3) with "r" -> f 1 -. w | "c" -> f 1 -. (w /. 2.) | _ -> f 1 in
           emit Pdfops.[ Op_BT; Op_Tf (name, sz); Op_Td (x, h -. f 2); Op_Tj s; Op_ET ]
       | "rule" -> emit Pdfops.[ Op_G 0.; Op_w (f 5); Op_m (f 1, h -. f 2); Op_l (f 3, h -. f 4); Op_S ]
       | "box" ->
           let x = f 1 and y = h -. f 2 -. f 4 and w = f 3 and bh = f 4 in
           if p.(5) <> "-" then emit Pdfops.[ Op_g (f 5); Op_re (x, y, w, bh); Op_f; Op_g 0. ];
           if p.(6) = "1" then emit Pdfops.[ Op_G 0.; Op_w 0.6; Op_re (x, y, w, bh); Op_S ]
       | _ -> ()
     done
   with End_of_file -> close_in ic);
  finish ();
  let pdf, root = Pdfpage.add_pagetree (List.rev !pages) pdf in
  let pdf = Pdfpage.add_root root [] pdf in
  Pdfwrite.pdf_to_file pdf out
