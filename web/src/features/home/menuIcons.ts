// One small picture per home menu entry, from lucide (each icon imported alone, so only these ship).
import type { LucideIcon } from 'lucide-react';
import BookOpen from 'lucide-react/icons/book-open';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Camera from 'lucide-react/icons/camera';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import ListChecks from 'lucide-react/icons/list-checks';
import MessageSquareHeart from 'lucide-react/icons/message-square-heart';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import Settings from 'lucide-react/icons/settings';
import Share2 from 'lucide-react/icons/share-2';
import Sheet from 'lucide-react/icons/sheet';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';

export const menuIcons: Readonly<Record<string, LucideIcon>> = {
  'Program Roster': Users,
  'Get Support': LifeBuoy,
  'Program Schedule': CalendarDays,
  'Leads Resources': BookOpen,
  'Admin Daily Report': ClipboardList,
  'Lead Daily Report': ClipboardCheck,
  'Incident Report': TriangleAlert,
  'Send a Program Text': MessageSquareText,
  'Participant Note': NotebookPen,
  Headcount: UserCheck,
  'Daily Report': CalendarCheck,
  'Director Tasks': ListChecks,
  'Photo Upload': Camera,
  'PALS Socials': Share2,
  'Give Feedback': MessageSquareHeart,
  Feedback: MessageSquareHeart,
  'Settings Sheet': Sheet,
  'Feedback Sheet': FileSpreadsheet,
  Admin: Settings,
};
