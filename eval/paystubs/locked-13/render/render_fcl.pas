{ Paints a drawing list (ops.md) with Free Pascal's fcl-pdf (fpPDF): the standard Courier fonts, so
  right-aligned and centred text is placed by its fixed width (0.6 of the size a character). }
program render_fcl;
{$mode objfpc}{$H+}
uses Classes, SysUtils, StrUtils, fpPDF;

var
  Doc: TPDFDocument;
  Sec: TPDFSection;
  Page: TPDFPage;
  Lines, P: TStringList;
  FR, FB, I, F: Integer;
  X, W, Sz: Double;
  S: String;
  FS: TFormatSettings;
  Pap: TPDFPaper;

function N(K: Integer): Double;
begin
  Result := StrToFloat(P[K], FS);
end;

begin
  FS := DefaultFormatSettings;
  FS.DecimalSeparator := '.';
  Doc := TPDFDocument.Create(nil);
  Doc.Options := [poPageOriginAtTop, poCompressText];
  Doc.DefaultUnitOfMeasure := uomPixels;
  Doc.Infos.Producer := 'fcl-pdf (Free Pascal)';
  Doc.Infos.CreationDate := EncodeDate(2026, 3, 1);
  Doc.StartDocument;
  Sec := Doc.Sections.AddSection;
  FR := Doc.AddFont('Courier');
  FB := Doc.AddFont('Courier-Bold');
  Page := nil;
  Lines := TStringList.Create;
  Lines.LoadFromFile(ParamStr(1));
  P := TStringList.Create;
  P.Delimiter := #9;
  P.StrictDelimiter := True;
  for I := 0 to Lines.Count - 1 do
  begin
    P.DelimitedText := Lines[I];
    if P.Count = 0 then Continue;
    if P[0] = 'page' then
    begin
      Page := Doc.Pages.AddPage;
      Page.UnitOfMeasure := uomPixels;
      Page.PaperType := ptCustom;
      Pap := Page.Paper;
      Pap.W := Round(N(1));
      Pap.H := Round(N(2));
      Pap.Printable.T := 0;
      Pap.Printable.L := 0;
      Pap.Printable.R := Round(N(1));
      Pap.Printable.B := Round(N(2));
      Page.Paper := Pap;
      Sec.AddPage(Page);
    end
    else if P[0] = 'text' then
    begin
      if P[4] = 'b' then F := FB else F := FR;
      Sz := N(5);
      S := P[6];
      W := Length(S) * Sz * 0.6;
      X := N(1);
      if P[3] = 'r' then X := X - W
      else if P[3] = 'c' then X := X - W / 2;
      Page.SetFont(F, Round(Sz));
      Page.SetColor(clBlack, False);
      Page.WriteText(X, N(2), S);
    end
    else if P[0] = 'rule' then
    begin
      Page.SetColor(clBlack, True);
      Page.DrawLine(N(1), N(2), N(3), N(4), N(5), True);
    end
    else if P[0] = 'box' then
    begin
      if P[5] <> '-' then
      begin
        F := Round(N(5) * 255);
        Page.SetColor((F shl 16) or (F shl 8) or F, False);
        Page.DrawRect(N(1), N(2) + N(4), N(3), N(4), 0, True, False);
      end;
      if P[6] = '1' then
      begin
        Page.SetColor(clBlack, True);
        Page.DrawRect(N(1), N(2) + N(4), N(3), N(4), 0.6, False, True);
      end;
    end;
  end;
  Doc.SaveToFile(ParamStr(2));
  Doc.Free;
end.
